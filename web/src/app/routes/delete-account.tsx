import { LINK_INCOMPLETE_MESSAGE } from '@schemas/auth';
import { Card } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { PageTitle } from '@/components/ui/page-title';
import { ConfirmDeletionForm } from '@/features/account/components/confirm-deletion-form';
import { useLinkAbout } from '@/features/auth/api/link-about';
import { Address, LinkAccountStatus, SignedInAsSomeoneElse } from '@/features/auth/components/link-account';
import { LinkProblem } from '@/features/auth/components/link-problem';
import { useLinkToken } from '@/features/auth/hooks/use-link-token';

const refused = (message: string) => (
  <LinkProblem message={message} focus>
    <p className="text-lg">Sign in and ask for a new link from Your data and privacy.</p>
  </LinkProblem>
);

/** Public: the page a "confirm deleting your account" mail links to (/delete-account?token=...). */
export default function DeleteAccountRoute() {
  const token = useLinkToken();
  return (
    <Page measure="reading">
      <PageTitle title="Delete your account">Delete your account</PageTitle>
      <Card className="mt-6 max-w-lg">
        {token ? <DeletionLink token={token} /> : <LinkProblem message={LINK_INCOMPLETE_MESSAGE}>{null}</LinkProblem>}
      </Card>
    </Page>
  );
}

/**
 * Which account the link deletes, said before the form (decision 0046), and, signed in as
 * someone else, that their own account is not the one.
 */
function DeletionLink({ token }: { token: string }) {
  const { about, problem, otherMember } = useLinkAbout(token, 'delete-account');
  if (problem) return refused(problem);
  return (
    <div className="space-y-5">
      {about && otherMember && (
        <SignedInAsSomeoneElse email={otherMember}>
          This link is for another account, the one that uses <Address email={about.email} />. Your own account is not deleted, and you stay
          signed in.
        </SignedInAsSomeoneElse>
      )}
      <LinkAccountStatus>
        {about && (
          <>
            This link deletes the account of <Address email={about.email} />.
          </>
        )}
      </LinkAccountStatus>
      <ConfirmDeletionForm token={token} refused={refused} />
    </div>
  );
}
