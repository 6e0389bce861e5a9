import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * What a mailed link's page says first: "Checking your link…", then whose account the link
 * acts on. It is a polite status, so a screen reader hears the account once it is known,
 * without focus moving (decision 0046).
 */
export function LinkAccountStatus({ children }: { children: ReactNode | null }) {
  return (
    <p role="status" className="text-lg text-slate-800">
      {children ?? 'Checking your link…'}
    </p>
  );
}

/** An address, on a line it can break anywhere in (long addresses at 200 % text on a phone). */
export const Address = ({ email }: { email: string }) => <strong className="wrap-anywhere">{email}</strong>;

/**
 * This browser is signed in as someone other than the link's account: said before anything
 * else can be pressed. Its heading takes focus when it appears and the words are its
 * description, so a screen reader says both once (as "Is this your account?" does).
 */
export function SignedInAsSomeoneElse({ email, children }: { email: string; children: ReactNode }) {
  const id = useId();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="space-y-3 rounded-lg border-2 border-amber-700 bg-amber-50 p-4 text-amber-950">
      <h2 ref={ref} id={`${id}-heading`} tabIndex={-1} aria-describedby={`${id}-text`} className="text-xl font-bold outline-offset-4">
        You are signed in as <Address email={email} />
      </h2>
      <p id={`${id}-text`} className="text-lg">
        {children}
      </p>
    </div>
  );
}
