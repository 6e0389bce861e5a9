import { Card } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { PageTitle } from '@/components/ui/page-title';
import { TextLink } from '@/components/ui/text-link';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { paths } from '@/lib/paths';

/** Public, signed in or not: a link to choose a new password, mailed to the account's address. */
export default function ForgotPasswordRoute() {
  return (
    <Page measure="reading">
      <PageTitle title="Forgot your password">Forgot your password?</PageTitle>
      <p className="mt-3 text-lg text-slate-700">
        Enter the email address of your account. We will email you a link to choose a new password.
      </p>
      <Card className="mt-6 max-w-lg">
        <ForgotPasswordForm />
      </Card>
      <p className="mt-6 text-lg text-slate-800">
        Remembered it? <TextLink to={paths.signInPage}>Back to sign in</TextLink>
      </p>
    </Page>
  );
}
