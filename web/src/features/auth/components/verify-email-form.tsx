import { confirmAddressSchema } from '@schemas/auth';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/lib/paths';
import { verifyEmail } from '../api/account-email';
import { useLinkAbout } from '../api/link-about';
import { useCurrentUser } from '../api/use-current-user';
import { Address, LinkAccountStatus, SignedInAsSomeoneElse } from './link-account';
import { LinkProblem } from './link-problem';
import { ResendLinkButton } from './resend-link-button';
import { useAccountSubmit } from './use-account-submit';

/**
 * The page a verification mail links to. Confirming takes a press of the button, never the
 * opening of the page: mail scanners open links, and would spend the link unseen. The page says
 * first which address it confirms, and, when this browser is signed in as someone else, that
 * confirming signs them out (decision 0046: a link must not sign a member into another account unawares).
 */
export function VerifyEmailForm({ token }: { token: string }) {
  const { about, problem, otherMember, ready } = useLinkAbout(token, 'verify-email');
  const { formRef, summary, errors, busy, submit } = useAccountSubmit(
    confirmAddressSchema,
    verifyEmail,
    'Your email address is confirmed. Welcome!',
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Switching only ever because the member pressed the button that says it.
    void submit({ token, switchAccount: otherMember !== null });
  }

  const refused = errors.token ?? problem;
  if (refused) return <VerifyLinkProblem message={refused} focus />;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
      <ErrorSummary {...summary} />
      {about && otherMember && (
        <SignedInAsSomeoneElse email={otherMember}>
          Confirming this address signs you out of <Address email={otherMember} /> and signs you in to the account of{' '}
          <Address email={about.email} />.
        </SignedInAsSomeoneElse>
      )}
      <LinkAccountStatus>
        {about && (
          <>
            This link confirms <Address email={about.email} /> as the address of an account here. Press the button to confirm it is yours.
            You will then be signed in.
          </>
        )}
      </LinkAccountStatus>
      {about && (
        <p className="text-slate-700">
          Did not make this account? Do not confirm: nothing more will happen. If you want an account with this address, choose{' '}
          <TextLink to={paths.forgotPassword}>Forgot your password?</TextLink> to make it yours.
        </p>
      )}
      <Button type="submit" busy={busy || !ready} className="w-full">
        {busy ? 'Confirming...' : otherMember ? 'Sign out and confirm' : 'Confirm my email address'}
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
