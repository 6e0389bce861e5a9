import * as v from 'valibot';
import { email, newPassword } from './auth';

// The member's own account page (/account): change password, change email, the security log.
// Shared by the forms and the worker: one schema per form, one set of messages.

export const changePasswordSchema = v.object({
  currentPassword: v.pipe(
    v.string('Enter your current password'),
    v.nonEmpty('Enter your current password'),
    v.maxLength(128, 'Password must be at most 128 characters'),
  ),
  newPassword,
});

export const changeEmailSchema = v.object({
  newEmail: email,
  currentPassword: v.pipe(
    v.string('Enter your current password'),
    v.nonEmpty('Enter your current password'),
    v.maxLength(128, 'Password must be at most 128 characters'),
  ),
});

/** "Email me a sign-in link": the address, as on the sign-in form. */
export const signInLinkSchema = v.object({ email });

/** How a sign-in was made, as the security log names it. */
export const SIGN_IN_METHODS = ['password', 'sign-in-link', 'confirmation-link', 'reset-link', 'single-sign-on', 'passkey'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

export const SIGN_IN_METHOD_NAMES: Record<SignInMethod, string> = {
  password: 'with your password',
  'sign-in-link': 'with an emailed sign-in link',
  'confirmation-link': 'by confirming your email address',
  'reset-link': 'by choosing a new password',
  'single-sign-on': 'through single sign-on',
  passkey: 'with a passkey',
};

export const SECURITY_EVENT_KINDS = [
  'signed-in',
  'password-changed',
  'password-reset',
  'email-change-requested',
  'email-changed',
  'email-confirmed',
  // The first proof of an address removed ways in set up before it (decision 0046).
  'sign-ins-removed',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

/** One line of the security log. */
export type SecurityEvent = {
  id: number;
  kind: SecurityEventKind;
  method: SignInMethod | null;
  device: string;
  newDevice: boolean;
  at: string;
};

/** What "Email me a sign-in link" answers when its link is opened in another browser: whose account it opens. */
export type SignInLinkAnswer =
  | { status: 'signed-in'; user: import('./auth').CurrentUser }
  /** `signedInAs`: the member this browser is signed in as, when the link is for someone else (signing in switches). */
  | { status: 'confirm'; email: string; signedInAs: string | null };
