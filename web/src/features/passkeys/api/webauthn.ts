/**
 * SimpleWebAuthn's browser half, loaded only when a screen uses passkeys: it stays out of every
 * screen's first load (the bundle budgets).
 */
export const loadWebAuthn = () => import('@simplewebauthn/browser');

/** Whether this browser can make and use passkeys at all (without loading the library). */
export const browserHasPasskeys = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

const errorName = (error: unknown) => (error instanceof Error ? error.name : '');

/** The device's own refusals, in plain words; undefined for anything else (the worker's words are used). */
export function deviceProblem(error: unknown, doing: 'add' | 'sign-in'): string | undefined {
  const name = errorName(error);
  if (name === 'NotAllowedError' || name === 'AbortError')
    return doing === 'add'
      ? 'Adding a passkey was cancelled, or took too long. Nothing was changed. You can try again.'
      : 'Signing in with a passkey was cancelled, or took too long. Try again, or sign in with your email and password.';
  if (name === 'InvalidStateError' && doing === 'add') return 'This device already has a passkey for your account.';
  if (name === 'NotSupportedError' || name === 'SecurityError')
    return doing === 'add' ? 'This device cannot make a passkey for this site.' : 'This device cannot use a passkey here.';
  return undefined;
}

/** A refusal the person ended (cancelled, or a newer ceremony replaced this one). */
export const wasCancelled = (error: unknown) => ['NotAllowedError', 'AbortError'].includes(errorName(error));
