import { LINK_INCOMPLETE_MESSAGE } from '@schemas/auth';
import { Card } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { PageTitle } from '@/components/ui/page-title';
import { ConfirmDeletionForm } from '@/features/account/components/confirm-deletion-form';
import { LinkProblem } from '@/features/auth/components/link-problem';
import { useLinkToken } from '@/features/auth/hooks/use-link-token';

/** Public: the page a "confirm deleting your account" mail links to (/delete-account?token=...). */
export default function DeleteAccountRoute() {
  const token = useLinkToken();
  return (
    <Page measure="reading">
      <PageTitle title="Delete your account">Delete your account</PageTitle>
      <Card className="mt-6 max-w-lg">
        {token ? (
          <ConfirmDeletionForm
            token={token}
            refused={(message) => (
              <LinkProblem message={message} focus>
                <p className="text-lg">Sign in and ask for a new link from Your data and privacy.</p>
              </LinkProblem>
            )}
          />
        ) : (
          <LinkProblem message={LINK_INCOMPLETE_MESSAGE}>{null}</LinkProblem>
        )}
      </Card>
    </Page>
  );
}
