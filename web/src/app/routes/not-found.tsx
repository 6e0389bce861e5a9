import { ButtonLink } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/lib/paths';

export default function NotFoundRoute() {
  return (
    <Page measure="reading">
      <PageTitle title="Page Not Found">Page Not Found</PageTitle>
      <p className="mt-4 text-lg text-slate-700">Did you forget to add the page to the router?</p>
      <ButtonLink to={paths.home} className="mt-8">
        Go to the home page
      </ButtonLink>
    </Page>
  );
}
