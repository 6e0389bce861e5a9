import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { SECURITY_EVENT_KINDS } from '../../schemas/account';
import { ROLES } from '../../schemas/auth';
import { createdAt, id, updatedAt } from './columns';

export const users = sqliteTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(), // stored lower-cased
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    // The member's profile (docs/decisions/0021-member-profiles.md): optional plain text, and
    // the R2 key of their photo (made by the worker, `avatars/{random}.{ext}`), null for initials.
    pronouns: text('pronouns'),
    bio: text('bio'),
    avatarKey: text('avatar_key'),
    // "pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>": the parameters travel with the
    // hash so the iteration count can be raised later and old hashes still verify.
    passwordHash: text('password_hash'),
    oidcSubject: text('oidc_subject'),
    // When the email address was shown to be the member's: set when an OpenID provider vouches
    // for it as the account is made; null for a password registration (nothing proves it yet).
    // An OpenID sign-in links to an existing account only when this is set (services/oidc-accounts.ts).
    emailVerifiedAt: text('email_verified_at'),
    role: text('role', { enum: ROLES }).notNull().default('member'),
    // The name of a level in membership_levels, or "Free" (always there, never stored).
    membershipLevel: text('membership_level').notNull().default('Free'),
    // A suspension (services/member-standing.ts): set when staff suspend the member; the last
    // day (yyyy-MM-dd, an Australian day) or null for "until it is lifted". Lifting clears all three.
    suspendedAt: text('suspended_at'),
    suspendedUntil: text('suspended_until'),
    suspensionReason: text('suspension_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_oidc_subject_unique').on(t.oidcSubject),
    // Counting a level's members (a level in use is not removed) and renaming it.
    index('users_membership_level_idx').on(t.membershipLevel),
  ],
);

/** The levels admins add beside "Free"; a member's level is one of these names. No level restricts anything. */
export const membershipLevels = sqliteTable(
  'membership_levels',
  {
    id: id(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('membership_levels_name_unique').on(sql`lower(${t.name})`)],
);

export const sessions = sqliteTable(
  'sessions',
  {
    // SHA-256 (hex) of the cookie token: a database leak does not leak live sessions.
    tokenHash: text('token_hash').primaryKey(),
    // What the member's session list and the revoke routes name a session by: random, so
    // it says nothing about the token, and revoking needs no secret in a URL.
    publicId: text('public_id').notNull(),
    // "Firefox on Android": enough for a member to recognise a device, no more (no IP kept).
    device: text('device').notNull().default('Unknown device'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: text('last_seen_at').notNull(),
    expiresAt: text('expires_at').notNull(),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
    // Partial: a worker from before public ids (during a deploy or a rollback) inserts '' and must not collide.
    uniqueIndex('sessions_public_id_unique')
      .on(t.publicId)
      .where(sql`public_id <> ''`),
  ],
);

/** Counters for rate limits and sign-in back-off that must hold across isolates. */
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowStart: text('window_start').notNull(),
    // Sign-in back-off: the last attempt this counter counted (its time and a random tag), so a
    // wider counter in the same batch counts only what the narrower one did (sign-in-backoff.ts).
    lastHitAt: text('last_hit_at'),
    // Sign-in back-off: no attempt on this key until then (claimed atomically, see sign-in-backoff.ts).
    blockedUntil: text('blocked_until'),
  },
  // Pruning deletes by window start: without this it would read the whole table.
  (t) => [index('rate_limits_window_idx').on(t.windowStart)],
);

export const ACCOUNT_TOKEN_PURPOSES = [
  'verify-email',
  'reset-password',
  'sign-in',
  'change-email',
  'delete-account',
  'data-export',
] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * The links mailed to members (confirm an address, choose a new password): single use, with an
 * expiry, and stored only as a SHA-256 hash, so a database leak holds no working link.
 */
export const accountTokens = sqliteTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    createdAt: createdAt(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    // What the link is for beyond its purpose: the new address of an email change, or (for a
    // sign-in link) the SHA-256 of a nonce held in the asking browser's cookie.
    data: text('data'),
    // The account's address when the link was made: a link works only while the account still
    // has it, so a link mailed to an address the account has left opens nothing (issue 52).
    // Always set by issueAccountToken; null only for links made before this column (never live).
    accountEmail: text('account_email'),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId, t.purpose), index('account_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * Mails the queue consumer gave up on after its last attempt, for admins to see. Only the
 * envelope is kept: the body can hold a working link, which must never rest in the database.
 */
export const mailFailures = sqliteTable(
  'mail_failures',
  {
    id: id(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    attempts: integer('attempts').notNull(),
    error: text('error').notNull(),
    queuedAt: text('queued_at').notNull(),
    failedAt: text('failed_at').notNull(),
  },
  (t) => [index('mail_failures_failed_idx').on(t.failedAt)],
);

/**
 * A member's own security log (/account): sign-ins and changes to how they sign in, newest
 * first. The device is the session's label ("Firefox on Android"); no address is kept.
 */
export const securityEvents = sqliteTable(
  'security_events',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SECURITY_EVENT_KINDS }).notNull(),
    // How a sign-in was made (password, email link, single sign-on, a confirmation link...).
    method: text('method'),
    device: text('device').notNull(),
    // The first sign-in from a device this account had not used before.
    newDevice: integer('new_device', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('security_events_user_idx').on(t.userId, t.createdAt)],
);
