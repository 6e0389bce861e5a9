import { LINK_INCOMPLETE_MESSAGE } from '@schemas/auth';
import { Card } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { PageTitle } from '@/components/ui/page-title';
import { VerifyEmailForm, VerifyLinkProblem } from '@/features/auth/components/verify-email-form';
import { useLinkToken } from '@/features/auth/hooks/use-link-token';

/** Public, signed in or not: the page a verification mail links to (/verify-email?token=...). */
export default function VerifyEmailRoute() {
  const token = useLinkToken();
  return (
    <Page measure="reading">
      <PageTitle title="Confirm your email address">Confirm your email address</PageTitle>
      <Card className="mt-6 max-w-lg">
        {token ? <VerifyEmailForm token={token} /> : <VerifyLinkProblem message={LINK_INCOMPLETE_MESSAGE} />}
      </Card>
    </Page>
  );
}
