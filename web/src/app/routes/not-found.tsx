import { ButtonLink } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/lib/paths';

export default function NotFoundRoute() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <PageTitle title="Page Not Found">Page Not Found</PageTitle>
      <p className="mt-4 text-lg text-slate-700">Did you forget to add the page to the router?</p>
      <ButtonLink to={paths.home} className="mt-8">
        Go to the home page
      </ButtonLink>
    </div>
  );
}
