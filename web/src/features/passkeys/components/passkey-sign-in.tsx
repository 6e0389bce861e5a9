import { useEffect, useEffectEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { errorMessage } from '@/lib/api-client';
import { useSubmit } from '@/lib/use-submit';
import { signInWithPasskey } from '../api/use-passkeys';
import { browserHasPasskeys, deviceProblem, loadWebAuthn, wasCancelled } from '../api/webauthn';
import type { CurrentUser } from '@/lib/api-types';

const UNREACHABLE = 'We could not reach the server. Please try again.';
const problemOf = (error: unknown) => deviceProblem(error, 'sign-in') ?? errorMessage(error, UNREACHABLE);

/**
 * "Sign in with a passkey", beside the password form. Where the browser can, the email field
 * also offers the member's passkeys among its suggestions (conditional UI: the field's
 * autocomplete is "username webauthn"); choosing one signs in the same way. `onSignedIn` is
 * the sign-in page's own ending (the app knows the member, and opens the dashboard).
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: (user: CurrentUser) => Promise<unknown> }) {
  const { formRef, summary, busy, submit } = useSubmit({
    action: () => signInWithPasskey(),
    refresh: onSignedIn,
    failure: problemOf,
    failureIn: 'summary',
  });
  const autofillProblem = useAutofillSignIn(onSignedIn);
  // The autofill's refusal takes focus as the button's does, so it is heard.
  useEffect(() => {
    if (autofillProblem) summary.ref.current?.focus();
  }, [autofillProblem, summary.ref]);

  if (!browserHasPasskeys()) return null;
  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="passkey-sign-in-heading"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="mt-8 space-y-4 border-t-2 border-slate-200 pt-6"
    >
      <h2 id="passkey-sign-in-heading" className="text-xl font-bold text-slate-950">
        Or use a passkey
      </h2>
      <p className="text-slate-700">
        No password to type: use your fingerprint, your face, your device&apos;s PIN or a security key. Add a passkey on Your Account once
        you are signed in.
      </p>
      <ErrorSummary {...summary} formError={summary.formError ?? autofillProblem} />
      <Button type="submit" variant="secondary" busy={busy} className="w-full">
        {busy ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
      </Button>
    </form>
  );
}

/**
 * Conditional UI: asks the browser, quietly, to offer passkeys in the email field's
 * suggestions for as long as the page is open. Cancelling it (the button starts its own
 * request) says nothing; a passkey the worker refuses is told.
 */
function useAutofillSignIn(onSignedIn: (user: CurrentUser) => Promise<unknown>): string | null {
  const [problem, setProblem] = useState<string | null>(null);
  const signedIn = useEffectEvent(onSignedIn);
  const refused = useEffectEvent((error: unknown) => {
    if (!wasCancelled(error)) setProblem(problemOf(error));
  });
  useEffect(() => {
    if (!browserHasPasskeys()) return;
    let live = true;
    void (async () => {
      const { browserSupportsWebAuthnAutofill } = await loadWebAuthn();
      if (!live || !(await browserSupportsWebAuthnAutofill())) return;
      try {
        const user = await signInWithPasskey({ autofill: true });
        if (live) await signedIn(user);
      } catch (error) {
        if (live) refused(error);
      }
    })();
    return () => {
      live = false;
      void loadWebAuthn().then(({ WebAuthnAbortService }) => WebAuthnAbortService.cancelCeremony());
    };
  }, []);
  return problem;
}
