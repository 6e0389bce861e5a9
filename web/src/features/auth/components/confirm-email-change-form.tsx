import { verifyEmailSchema } from '@schemas/auth';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/lib/paths';
import { useSubmit } from '@/lib/use-submit';
import { confirmEmailChange } from '../api/account-email';
import { useLinkAbout } from '../api/link-about';
import { useCurrentUser } from '../api/use-current-user';
import { Address, LinkAccountStatus, SignedInAsSomeoneElse } from './link-account';
import { LinkProblem } from './link-problem';

/**
 * The page the link mailed to a new address opens. Moving the account takes a press of the
 * button, never the opening of the page (mail scanners open links). The link is the proof, so
 * it works signed in or not; a signed-in member is read again, so the header shows the new
 * address. The page says first which account moves to which address, and, signed in as someone
 * else, that their own account does not change (decision 0046).
 */
export function ConfirmEmailChangeForm({ token }: { token: string }) {
  const { user, refresh } = useCurrentUser();
  const { about, problem, otherMember, ready } = useLinkAbout(token, 'change-email');
  const [done, setDone] = useState<string | null>(null);
  const { formRef, summary, errors, busy, submit } = useSubmit({
    schema: verifyEmailSchema,
    action: confirmEmailChange,
    refresh: () => (user ? refresh() : undefined),
    failure: 'We could not reach the server. Please try again.',
    failureIn: 'summary',
    onSuccess: ({ message }) => setDone(message),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit({ token });
  }

  if (done) return <EmailChanged message={done} signedIn={Boolean(user)} />;
  const refused = errors.token ?? problem;
  if (refused)
    return (
      <LinkProblem message={refused} focus>
        <GoToAccount />
      </LinkProblem>
    );
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
      <ErrorSummary {...summary} />
      {about && otherMember && (
        <SignedInAsSomeoneElse email={otherMember}>
          This link is for another account, the one that now uses <Address email={about.email} />. Your own account does not change, and you
          stay signed in.
        </SignedInAsSomeoneElse>
      )}
      <LinkAccountStatus>
        {about?.newEmail && (
          <>
            This link makes <Address email={about.newEmail} /> the email address of the account that now uses{' '}
            <Address email={about.email} />. Press the button to make the change.
          </>
        )}
      </LinkAccountStatus>
      <Button type="submit" busy={busy || !ready} className="w-full">
        {busy ? 'Saving...' : 'Use this email address'}
      </Button>
    </form>
  );
}

/**
 * Done: the heading takes focus and the worker's words are its description, so a screen
 * reader says both once, together (as "Check your email" does); then the way on.
 */
function EmailChanged({ message, signedIn }: { message: string; signedIn: boolean }) {
  const id = useId();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <div className="space-y-2 rounded-lg border-2 border-green-700 bg-green-50 p-4 text-green-950">
        <h2 ref={ref} id={`${id}-heading`} tabIndex={-1} aria-describedby={`${id}-message`} className="text-xl font-bold outline-offset-4">
          Email address changed
        </h2>
        <p id={`${id}-message`} className="text-lg wrap-anywhere">
          {message}
        </p>
      </div>
      {signedIn ? (
        <GoToAccount />
      ) : (
        <p className="text-lg text-slate-800">
          <TextLink to={paths.signInPage} className="inline-block py-1">
            Sign in with your new address
          </TextLink>
        </p>
      )}
    </section>
  );
}

/** The way on from this page: the account page (which asks a signed-out visitor to sign in). */
export function GoToAccount() {
  return (
    <p className="text-lg">
      <TextLink to={paths.account} className="inline-block py-1">
        Go to your account
      </TextLink>
    </p>
  );
}
