import { LINK_INCOMPLETE_MESSAGE } from '@schemas/auth';
import { Card } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { PageTitle } from '@/components/ui/page-title';
import { ConfirmEmailChangeForm, GoToAccount } from '@/features/auth/components/confirm-email-change-form';
import { LinkProblem } from '@/features/auth/components/link-problem';
import { useLinkToken } from '@/features/auth/hooks/use-link-token';

/** Public, signed in or not: the page the link mailed to a new address opens (/confirm-email-change?token=...). */
export default function ConfirmEmailChangeRoute() {
  const token = useLinkToken();
  return (
    <Page measure="reading">
      <PageTitle title="Use your new email address">Use your new email address</PageTitle>
      <Card className="mt-6 max-w-lg">
        {token ? (
          <ConfirmEmailChangeForm token={token} />
        ) : (
          <LinkProblem message={LINK_INCOMPLETE_MESSAGE}>
            <GoToAccount />
          </LinkProblem>
        )}
      </Card>
    </Page>
  );
}
