import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../platform/env';
import type { SignInMethod } from '../schemas/account';
import { confirmEmailMessage, type CurrentUser, type Role } from '../schemas/auth';
import { PASSKEY_MESSAGES } from '../schemas/passkeys';
import { suspensionMessage } from '../schemas/standing';
import { recordSecurityEvent } from './services/security-log';
import { deviceLabel } from './services/session-device';
import { sha256Hex } from '../lib/crypto';
import { createSession, deleteSession, findSession, sessionOwnerOf } from './services/sessions';
import { toCurrentUser } from './services/users';
import { forbidden, unauthorized } from '../lib/errors';
import { readsSharedContent } from '../lib/shared-areas';

/**
 * Plain http://localhost cannot hold a Secure cookie, so local development uses an
 * unprefixed name; everywhere else the cookie is `__Host-` prefixed and Secure.
 */
export function isLocalHttp(c: Context): boolean {
  const url = new URL(c.req.url);
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

const sessionCookieName = (c: Context) => (isLocalHttp(c) ? 'session' : '__Host-session');

export function setSessionCookie(c: Context, token: string, expires: Date): void {
  setCookie(c, sessionCookieName(c), token, {
    path: '/',
    httpOnly: true,
    secure: !isLocalHttp(c),
    sameSite: 'Lax',
    expires,
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, sessionCookieName(c), { path: '/', secure: !isLocalHttp(c) });
}

export const readSessionToken = (c: Context) => getCookie(c, sessionCookieName(c));

/**
 * Resolves the signed-in user (or null) once per request. The session is looked up on the
 * primary, never a replica: a replica a moment behind could still hold a session that was just
 * ended elsewhere ("sign out everywhere"). The request's other reads may still come from one.
 *
 * A route that checks its session in its own batch says so (checksSessionInBatch): it gets a
 * claim, whose this isolate saw the session was, and when the isolate has seen it, no lookup.
 */
export const loadUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = readSessionToken(c);
  if (!token || !matchedRoutes(c).some((route) => route.handler === checksSessionInBatch)) {
    await lookUpUser(c, token);
    return next();
  }
  const tokenHash = await sha256Hex(token);
  const seenOwner = sessionOwnerOf(tokenHash);
  if (seenOwner === undefined) await lookUpUser(c, token, tokenHash);
  else c.set('user', null);
  const userId = seenOwner ?? c.var.user?.id;
  if (userId !== undefined) c.set('sessionClaim', { token, tokenHash, userId });
  await next();
};

/**
 * A route's word that it checks its own session in the batch that does its work (a private
 * message's send, docs/decisions/0024), so loadUser may leave the lookup to it: the route then
 * reads `sessionClaim`, never `user`, and must refuse everything when the session has ended.
 */
export const checksSessionInBatch: MiddlewareHandler<AppEnv> = async (_c, next) => {
  await next();
};

async function lookUpUser(c: Context<AppEnv>, token: string | undefined, tokenHash?: string): Promise<void> {
  let user: CurrentUser | null = null;
  if (token) {
    const found = await findSession(c.var.primaryDb, token, new Date(), {
      withVersions: readsSharedContent(c.req.method, c.req.path),
      tokenHash,
    });
    if (found) {
      user = toCurrentUser(found.user);
      c.set('session', found.session);
      if (found.versions) c.set('contentVersions', found.versions);
      if (found.renewedUntil) setSessionCookie(c, token, found.renewedUntil);
    }
  }
  c.set('user', user);
}

/** For a claimed send that will not check its session in its batch after all (its body is refused): the usual lookup, so the usual guards answer. */
export async function settleClaim(c: Context<AppEnv>): Promise<void> {
  const claim = c.var.sessionClaim;
  if (!claim) return;
  c.set('sessionClaim', undefined);
  if (!c.var.user) await lookUpUser(c, claim.token, claim.tokenHash);
}

const rank: Record<Role, number> = { member: 0, editor: 1, admin: 2 };

/** 401 when signed out; 403 when signed in below the role. */
export function requireRole(role: Role): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.var.user;
    if (!user) throw unauthorized();
    if (rank[user.role] < rank[role]) throw forbidden(role === 'member' ? undefined : 'This area is for editors and administrators.');
    await next();
  };
}

export const requireMember = requireRole('member');
export const requireEditor = requireRole('editor');

export function currentUser(c: Context<AppEnv>): CurrentUser {
  const user = c.var.user;
  if (!user) throw unauthorized();
  return user;
}

/**
 * A new session (a new token) at every sign-in; the one the browser held before, if any, is
 * ended on the server, so a token planted before sign-in is worthless after it.
 */
export async function startSession(c: Context<AppEnv>, userId: number, method: SignInMethod): Promise<void> {
  const previous = readSessionToken(c);
  if (previous) await deleteSession(c.var.db, c.env, previous);
  const device = requestDevice(c);
  const session = await createSession(c.var.db, userId, new Date(), device);
  await recordSecurityEvent(c.var.db, userId, 'signed-in', device, { method });
  setSessionCookie(c, session.token, session.expiresAt);
}

/** The asking device as sessions and the security log name it ("Firefox on Android"). */
export const requestDevice = (c: Context<AppEnv>) => deviceLabel(c.req.header('user-agent'));

/** Where links in mails lead: the site's configured address, else the address this request came to. */
export const siteOrigin = (c: Context<AppEnv>) => (c.env.SITE_URL ?? new URL(c.req.url).origin).replace(/\/+$/, '');

export const UNVERIFIED_MESSAGE = confirmEmailMessage('post and comment');
export const UNVERIFIED_MESSAGING_MESSAGE = confirmEmailMessage('send messages');
export const UNVERIFIED_GIVING_MESSAGE = confirmEmailMessage('give');
export const UNVERIFIED_PROFILE_MESSAGE = confirmEmailMessage('change your profile');
export const UNVERIFIED_EXPORT_MESSAGE = confirmEmailMessage('have a copy of your data mailed to you');

const verifiedTo =
  (message: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const user = c.var.user;
    if (!user) throw unauthorized();
    if (!user.emailVerified) throw forbidden(message);
    await next();
  };

/** Writes that speak to other members (posts, comments) wait until the member's address is confirmed. */
export const requireVerified = verifiedTo(UNVERIFIED_MESSAGE);

/** So do messages (private and in chat rooms), the public profile and a mailed copy of one's data, each refused in its own words. */
export const requireVerifiedToMessage = verifiedTo(UNVERIFIED_MESSAGING_MESSAGE);
export const requireVerifiedForProfile = verifiedTo(UNVERIFIED_PROFILE_MESSAGE);
export const requireVerifiedForExport = verifiedTo(UNVERIFIED_EXPORT_MESSAGE);

/**
 * A passkey is a way in, and a way in is only added to a confirmed account (decision 0046):
 * until the address is proved, the account may have been made with someone else's. The service
 * checks the account again before it keeps one (passkey-ceremonies.ts).
 */
export const requireVerifiedForPasskeys = verifiedTo(PASSKEY_MESSAGES.confirmFirst);

/**
 * Gifts: anyone may give signed out, with the receipt sent to the address they type. A signed-in
 * member's gifts are kept with their account (its giving history, yearly statements and data
 * export), so they wait until the account's address is confirmed, like posting (issue 18).
 */
export const refuseUnconfirmedDonor: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.var.user;
  if (user && !user.emailVerified) throw forbidden(UNVERIFIED_GIVING_MESSAGE);
  await next();
};

/**
 * Writes that put a member's words or money before others (posts, comments, podcast feedback,
 * gifts) are refused while the signed-in member is suspended, with the reason and the end.
 * Signed out it lets the caller by: the route's own guard decides (anyone may give).
 */
export const refuseSuspended: MiddlewareHandler<AppEnv> = async (c, next) => {
  const suspension = c.var.user?.suspension;
  if (suspension) throw forbidden(suspensionMessage(suspension));
  await next();
};
