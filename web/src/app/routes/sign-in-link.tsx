import { LINK_INCOMPLETE_MESSAGE } from '@schemas/auth';
import { Card } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { PageTitle } from '@/components/ui/page-title';
import { LinkProblem } from '@/features/auth/components/link-problem';
import { AskForNewSignInLink, SignInWithLinkForm } from '@/features/auth/components/sign-in-with-link-form';
import { useLinkToken } from '@/features/auth/hooks/use-link-token';

/** Public: the page an emailed sign-in link opens (/sign-in-link?token=...). */
export default function SignInLinkRoute() {
  const token = useLinkToken();
  return (
    <Page measure="reading">
      <PageTitle title="Sign in with your link">Sign in with your link</PageTitle>
      <Card className="mt-6 max-w-lg">
        {token ? (
          <SignInWithLinkForm token={token} />
        ) : (
          <LinkProblem message={LINK_INCOMPLETE_MESSAGE}>
            <AskForNewSignInLink />
          </LinkProblem>
        )}
      </Card>
    </Page>
  );
}
