import * as v from 'valibot';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';
import { noLinks } from './names';
import type { Suspension } from './standing';

// Shared by the sign-in page and the worker: one schema per form, one set of messages.

export const email = v.pipe(
  v.string('Enter your email address'),
  v.trim(),
  v.nonEmpty('Enter your email address'),
  v.maxLength(254, 'Email address must be at most 254 characters'),
  v.email('Enter an email address like name@example.org'),
  v.toLowerCase(),
);

export const signInSchema = v.object({
  email,
  password: v.pipe(
    v.string('Enter your password'),
    v.nonEmpty('Enter your password'),
    v.maxLength(128, 'Password must be at most 128 characters'),
  ),
});

export const PASSWORD_MIN = 10;
export const LINK_INCOMPLETE_MESSAGE = 'This link is not complete. Open it again from your email, or copy the whole address.';
export const PASSWORD_MAX = 128;

/** A first or last name: registration and the profile form use the same rules and words (no links: schemas/names.ts). */
export const personName = (label: string) =>
  v.pipe(
    v.string(`Enter your ${label}`),
    v.trim(),
    v.nonEmpty(`Enter your ${label}`),
    v.maxLength(80, `${label[0]!.toUpperCase()}${label.slice(1)} must be at most 80 characters`),
    noLinks(),
  );

/** A new password, at registration and when choosing a new one: the same rules and words. */
export const newPassword = v.pipe(
  v.string('Enter a password'),
  v.minLength(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`),
  v.maxLength(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  // Only once the length is right: one message at a time.
  v.check(
    (password) => password.length < PASSWORD_MIN || password.length > PASSWORD_MAX || !isCommonPassword(password),
    COMMON_PASSWORD_MESSAGE,
  ),
);

export const registerSchema = v.object({
  firstName: personName('first name'),
  lastName: personName('last name'),
  email,
  password: newPassword,
});

/** "Forgot your password?": the address to send the link to. */
export const forgotPasswordSchema = v.object({ email });

/** The secret part of a mailed link, as the page that opened it sends it back. */
export const linkToken = v.pipe(
  v.string(LINK_INCOMPLETE_MESSAGE),
  v.nonEmpty(LINK_INCOMPLETE_MESSAGE),
  v.maxLength(200, LINK_INCOMPLETE_MESSAGE),
);

/**
 * Set when the member chose, on a link's page, to leave the account this browser is signed in to
 * for the link's (decision 0046); without it, such a link is refused and nothing is spent.
 */
const switchAccount = v.optional(v.boolean('Choose whether to switch accounts'), false);

export const resetPasswordSchema = v.object({ token: linkToken, password: newPassword, switchAccount });
export const verifyEmailSchema = v.object({ token: linkToken });
/** The confirmation link, pressed: it signs in, so it may switch accounts (asked first). */
export const confirmAddressSchema = v.object({ token: linkToken, switchAccount });
/** A sign-in link, opened: `confirm` when the member agreed to sign in in a browser that did not ask for it. */
export const useSignInLinkSchema = v.object({ token: linkToken, confirm: v.optional(v.boolean('Confirm with true or false')) });

/** What registration, "Forgot your password?" and "Send the link again" answer: the same words whoever asks. */
export type MailSentAnswer = { message: string };

export const ROLES = ['member', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** How a role is named to people (the account page, the admins' member list). */
export const ROLE_NAMES: Record<Role, string> = { member: 'Member', editor: 'Editor', admin: 'Administrator' };

/**
 * What a member whose address is not confirmed is told about a write that waits for it: by the
 * worker when it refuses one (403), and beside the control on the page, in the same words.
 */
export const confirmEmailMessage = (toDo: string) =>
  `Confirm your email address to ${toDo}. Open the link we emailed you, or choose "Send the link again" at the top of the page.`;

/** What waits for a confirmed address, said the same on the banner and in the mail with the link. */
export const UNCONFIRMED_LIMITS =
  'Until you confirm, you can read and listen to everything, but you cannot post, comment, send messages or donate.';

/** What GET /api/auth/user returns. */
export type CurrentUser = {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
  membershipLevel: string;
  role: Role;
  /** Whether the member has confirmed their email address; until then they can read but not post. */
  emailVerified: boolean;
  /** A suspension in force: the member reads and listens but cannot post, comment, send feedback or donate. */
  suspension: Suspension | null;
};

/** One of a member's signed-in sessions, as GET /api/auth/sessions lists it (never the token). */
export type SessionSummary = { id: string; device: string; signedInAt: string; lastSeenAt: string; expiresAt: string; current: boolean };
