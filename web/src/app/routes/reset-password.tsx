import { LINK_INCOMPLETE_MESSAGE } from '@schemas/auth';
import { Card } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { PageTitle } from '@/components/ui/page-title';
import { AskForNewLink, LinkProblem } from '@/features/auth/components/link-problem';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useLinkToken } from '@/features/auth/hooks/use-link-token';

/** Public: the page a "choose a new password" mail links to (/reset-password?token=...). */
export default function ResetPasswordRoute() {
  const token = useLinkToken();
  return (
    <Page measure="reading">
      <PageTitle title="Choose a new password">Choose a new password</PageTitle>
      <p className="mt-3 text-lg text-slate-700">Saving it signs you in here and signs you out everywhere else.</p>
      <Card className="mt-6 max-w-lg">
        {token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <LinkProblem message={LINK_INCOMPLETE_MESSAGE}>
            <AskForNewLink />
          </LinkProblem>
        )}
      </Card>
    </Page>
  );
}
