import { ButtonLink } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/lib/paths';

/** A member who opens /cms-admin is told plainly why there is nothing here for them. */
export function EditorsOnly() {
  return (
    <div className="max-w-3xl">
      <PageTitle title="CMS Administration">CMS Administration</PageTitle>
      <p className="mt-4 text-lg text-slate-800">
        This area is for editors and administrators. Your account is a member account, so there is nothing for you to manage here.
      </p>
      <p className="mt-2 text-slate-700">If you write or edit for us, ask an administrator to give your account the editor role.</p>
      <ButtonLink to={paths.home} className="mt-8">
        Back to the dashboard
      </ButtonLink>
    </div>
  );
}
