import * as v from 'valibot';
import { confirmEmailMessage } from './auth';
import { noLinks } from './names';

// Passkeys (decision 0023): shared by the worker's routes and the account page's forms, so both
// say the same words. The browser's answers are checked for shape here; SimpleWebAuthn checks
// their contents (challenge, origin, signature) in the worker.

export const PASSKEY_NAME_MAX = 60;

const name = v.pipe(
  v.string('Enter a name for this passkey'),
  v.trim(),
  v.nonEmpty('Enter a name for this passkey'),
  v.maxLength(PASSKEY_NAME_MAX, `The name must be at most ${PASSKEY_NAME_MAX} characters`),
  // A password reset's mail lists the account's passkeys by name.
  noLinks(),
);

export const passkeyNameSchema = v.object({ name });

/** What the member's browser made or signed: one message for any answer that is not one. */
export const PASSKEY_ANSWER_MESSAGE = 'Your device did not send a passkey we can read. Please try again.';

const b64url = v.pipe(
  v.string(PASSKEY_ANSWER_MESSAGE),
  v.regex(/^[A-Za-z0-9_-]*$/, PASSKEY_ANSWER_MESSAGE),
  v.maxLength(16_384, PASSKEY_ANSWER_MESSAGE),
);
const credentialBase = {
  id: v.pipe(b64url, v.nonEmpty(PASSKEY_ANSWER_MESSAGE), v.maxLength(1023, PASSKEY_ANSWER_MESSAGE)),
  rawId: v.pipe(b64url, v.nonEmpty(PASSKEY_ANSWER_MESSAGE), v.maxLength(1023, PASSKEY_ANSWER_MESSAGE)),
  type: v.literal('public-key', PASSKEY_ANSWER_MESSAGE),
  // Kept out: nothing the worker checks comes from the extensions' results.
  clientExtensionResults: v.object({}, PASSKEY_ANSWER_MESSAGE),
  authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'], PASSKEY_ANSWER_MESSAGE)),
};
const transports = v.optional(
  v.pipe(
    // Names browsers use ("internal", "hybrid", "usb"...); new ones appear, so any short word.
    v.array(v.pipe(v.string(PASSKEY_ANSWER_MESSAGE), v.regex(/^[a-z-]{1,32}$/, PASSKEY_ANSWER_MESSAGE)), PASSKEY_ANSWER_MESSAGE),
    v.maxLength(10, PASSKEY_ANSWER_MESSAGE),
  ),
);

export const registrationResponseSchema = v.object(
  {
    ...credentialBase,
    response: v.object(
      {
        clientDataJSON: v.pipe(b64url, v.nonEmpty(PASSKEY_ANSWER_MESSAGE)),
        attestationObject: v.pipe(b64url, v.nonEmpty(PASSKEY_ANSWER_MESSAGE)),
        transports,
      },
      PASSKEY_ANSWER_MESSAGE,
    ),
  },
  PASSKEY_ANSWER_MESSAGE,
);

export const authenticationResponseSchema = v.object(
  {
    ...credentialBase,
    response: v.object(
      {
        clientDataJSON: v.pipe(b64url, v.nonEmpty(PASSKEY_ANSWER_MESSAGE)),
        authenticatorData: v.pipe(b64url, v.nonEmpty(PASSKEY_ANSWER_MESSAGE)),
        signature: v.pipe(b64url, v.nonEmpty(PASSKEY_ANSWER_MESSAGE)),
        userHandle: v.optional(b64url),
      },
      PASSKEY_ANSWER_MESSAGE,
    ),
  },
  PASSKEY_ANSWER_MESSAGE,
);

/** "Add a passkey": the new credential, and optionally its name (else the device's, from the browser). */
export const registrationVerifySchema = v.object({ response: registrationResponseSchema, name: v.optional(name) });
export const authenticationVerifySchema = v.object({ response: authenticationResponseSchema });

/** One of the member's passkeys, as the account page lists it. */
export type PasskeySummary = { id: number; name: string; createdAt: string; lastUsedAt: string | null };

/** The refusals, in the words the account page and the sign-in page show. */
export const PASSKEY_MESSAGES = {
  expired: 'This passkey request has expired. Please try again.',
  notAdded: 'We could not add this passkey. Please try again.',
  alreadyAdded: 'This passkey is already on your account.',
  notSignedIn: 'We could not sign you in with this passkey. Try again, or sign in with your email and password.',
  notFound: 'Passkey not found',
  tooMany: 'Too many passkey sign-ins from here. Please try again later.',
  /** Said by the worker's 403 and beside the place of "Add a passkey" on the account page (decision 0046). */
  confirmFirst: confirmEmailMessage('add a passkey'),
} as const;
