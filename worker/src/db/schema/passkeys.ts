import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id } from './columns';
import { users } from './users';

/**
 * A member's passkeys (WebAuthn credentials, decision 0023). Only public keys are kept: a
 * database leak lets nobody sign in.
 */
export const passkeys = sqliteTable(
  'passkeys',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // base64url, as the browser names the credential; unique across the site.
    credentialId: text('credential_id').notNull(),
    // The COSE public key, base64url.
    publicKey: text('public_key').notNull(),
    // The authenticator's signature counter (0 for most passkeys, which do not count).
    counter: integer('counter').notNull().default(0),
    // How the browser can reach it ("internal", "hybrid", "usb"...), a JSON array.
    transports: text('transports', { mode: 'json' }).$type<string[]>(),
    // The WebAuthn user handle (base64url, random): the same for all of a member's passkeys.
    userHandle: text('user_handle').notNull(),
    // What the member calls it ("Chrome on Android" until they choose).
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: text('last_used_at'),
  },
  (t) => [uniqueIndex('passkeys_credential_id_unique').on(t.credentialId), index('passkeys_user_idx').on(t.userId)],
);

export const WEBAUTHN_PURPOSES = ['register', 'authenticate'] as const;
export type WebauthnPurpose = (typeof WEBAUTHN_PURPOSES)[number];

/**
 * The challenges of passkey ceremonies in progress: kept here, never trusted from the client,
 * bound to the browser by an HttpOnly cookie whose token only the SHA-256 of is stored, spent
 * once (deleted by the verifying request) and good for five minutes.
 */
export const webauthnChallenges = sqliteTable(
  'webauthn_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose', { enum: WEBAUTHN_PURPOSES }).notNull(),
    challenge: text('challenge').notNull(),
    // Registration: the member adding a passkey, and the user handle it will carry.
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    userHandle: text('user_handle'),
    expiresAt: text('expires_at').notNull(),
  },
  (t) => [index('webauthn_challenges_expires_idx').on(t.expiresAt)],
);
