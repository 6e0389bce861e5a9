import { verifyEmailSchema } from '@schemas/auth';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/lib/paths';
import { verifyEmail } from '../api/account-email';
import { useCurrentUser } from '../api/use-current-user';
import { LinkProblem } from './link-problem';
import { ResendLinkButton } from './resend-link-button';
import { useAccountSubmit } from './use-account-submit';

/**
 * The page a verification mail links to. Confirming takes a press of the button, never the
 * opening of the page: mail scanners open links, and would spend the link unseen.
 */
export function VerifyEmailForm({ token }: { token: string }) {
  const { formRef, summary, errors, busy, submit } = useAccountSubmit(
    verifyEmailSchema,
    verifyEmail,
    'Your email address is confirmed. Welcome!',
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit({ token });
  }

  if (errors.token) return <VerifyLinkProblem message={errors.token} focus />;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
      <ErrorSummary {...summary} />
      <p className="text-lg text-slate-800">Press the button to confirm this is your address. You will then be signed in.</p>
      <Button type="submit" busy={busy} className="w-full">
        {busy ? 'Confirming...' : 'Confirm my email address'}
      </Button>
    </form>
  );
}

/**
 * A verification link that cannot be used, and the way on: a signed-in member can have a new
 * one sent; anyone else signs in first (the banner at the top then offers it).
 */
export function VerifyLinkProblem({ message, focus }: { message: string; focus?: boolean }) {
  const { user, isLoading } = useCurrentUser();
  return (
    <LinkProblem message={message} focus={focus}>
      {isLoading ? null : user?.emailVerified ? (
        <p className="text-lg text-slate-800">
          Your email address is already confirmed. <TextLink to={paths.home}>Go to your dashboard</TextLink>
        </p>
      ) : user ? (
        <div className="space-y-3">
          <p className="text-lg text-slate-800">
            We can send a new link to <span className="wrap-anywhere">{user.email}</span>.
          </p>
          <ResendLinkButton />
        </div>
      ) : (
        <p className="text-lg text-slate-800">
          <TextLink to={paths.signInPage}>Sign in</TextLink> with your email and password, then choose "Send the link again" at the top of
          the page.
        </p>
      )}
    </LinkProblem>
  );
}
