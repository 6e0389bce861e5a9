import { useSignInLinkSchema } from '@schemas/auth';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { toast } from '@/lib/toast';
import { paths } from '@/lib/paths';
import { useSubmit } from '@/lib/use-submit';
import { signInWithLink } from '../api/sign-in';
import { useCurrentUser } from '../api/use-current-user';
import { AskForNewLink, LinkProblem } from './link-problem';

/**
 * The page a sign-in link opens. Signing in takes a press of the button, never the opening of
 * the page: mail scanners open links. In the browser that asked for the link, the press signs
 * in. In any other, the worker says whose account the link opens, and the member confirms
 * first, so a link someone else asked for cannot sign them into the wrong account unawares.
 */
export function SignInWithLinkForm({ token }: { token: string }) {
  const { refresh } = useCurrentUser();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<{ email: string; signedInAs: string | null } | null>(null);
  const { formRef, summary, errors, busy, submit } = useSubmit({
    schema: useSignInLinkSchema,
    action: signInWithLink,
    refresh: (answer) => (answer.status === 'signed-in' ? refresh(answer.user, { revalidate: false }) : undefined),
    failure: 'We could not reach the server. Please try again.',
    failureIn: 'summary',
    onSuccess: (answer) => {
      if (answer.status === 'confirm') return setConfirming({ email: answer.email, signedInAs: answer.signedInAs });
      // The one success here that is a toast and not a form's own words: the page is left.
      toast({ title: 'You are signed in.' });
      navigate(paths.home, { replace: true });
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(confirming ? { token, confirm: true } : { token });
  }

  if (errors.token)
    return (
      <LinkProblem message={errors.token} focus>
        <AskForNewSignInLink />
      </LinkProblem>
    );
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
      <ErrorSummary {...summary} />
      {confirming ? (
        <ConfirmAccount {...confirming} />
      ) : (
        <p className="text-lg text-slate-800">Press the button to sign in. You do not need your password.</p>
      )}
      <Button type="submit" busy={busy} className="w-full">
        {busy ? 'Signing in...' : confirming ? <span className="wrap-anywhere">Sign in as {confirming.email}</span> : 'Sign in'}
      </Button>
    </form>
  );
}

/**
 * Whose account the link opens, said at once and once: its heading takes focus and the words
 * are the heading's description, as "Check your email" does (a focused paragraph is announced
 * by some screen readers as just "paragraph"). Signed in as someone else, it says that signing
 * in ends that (decision 0046: a link never swaps the signed-in member unasked).
 */
function ConfirmAccount({ email, signedInAs }: { email: string; signedInAs: string | null }) {
  const id = useId();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="space-y-3 rounded-lg border-2 border-amber-700 bg-amber-50 p-4 text-amber-950">
      <h2 ref={ref} id={`${id}-heading`} tabIndex={-1} aria-describedby={`${id}-text`} className="text-xl font-bold outline-offset-4">
        Is this your account?
      </h2>
      <p id={`${id}-text`} className="text-lg">
        This link signs in to the account of <strong className="wrap-anywhere">{email}</strong>.{' '}
        {signedInAs ? (
          <>
            You are signed in as <strong className="wrap-anywhere">{signedInAs}</strong>: signing in with this link signs you out of it.
          </>
        ) : (
          'It was asked for in another browser or on another device.'
        )}{' '}
        Continue only if you asked for it yourself.
      </p>
    </div>
  );
}

/** The way on from a sign-in link that cannot be used: the sign-in page's link form. */
export function AskForNewSignInLink() {
  return <AskForNewLink to={paths.signInByEmailLink}>Ask for a new sign-in link</AskForNewLink>;
}
