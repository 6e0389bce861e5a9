import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv, Env } from '../../platform/env';
import { clearSessionCookie, currentUser, isLocalHttp, readSessionToken, requireMember, siteOrigin, startSession } from '../auth';
import { ApiError, notFound, unauthorized } from '../../lib/errors';
import { log, requestFields } from '../../lib/log';
import { clientIp } from '../../lib/request';
import { linkRefusedPage, signOutPage } from '../auth-pages';
import { valid } from '../../lib/validate';
import { registerSchema, signInSchema, type MailSentAnswer } from '../../schemas/auth';
import { register, registeredMessage } from '../services/account-email';
import { requireMail } from '../../mail/public';
import { finishLogin, oidcConfigured, startLogin, type PendingLogin } from '../services/oidc';
import { accountForOidc } from '../services/oidc-accounts';
import { deleteSession, listSessions, revokeOtherSessions, revokeSession } from '../services/sessions';
import { claimSignInAttempt, releaseSignInAttempt, signInCounters } from '../services/sign-in-backoff';
import { authenticate, toCurrentUser } from '../services/users';
import { hitRateLimit } from '../services/rate-limits';

const OIDC_COOKIE = 'oidc_pending';

function parsePending(raw: string | undefined): PendingLogin | null {
  try {
    return raw ? (JSON.parse(raw) as PendingLogin) : null;
  } catch {
    return null;
  }
}

/** JSON sign-in and registration used by the built-in sign-in page. */
export const authApi = new Hono<AppEnv>()
  .get('/user', (c) => {
    const user = c.var.user;
    if (!user) throw unauthorized();
    c.header('Cache-Control', 'private, no-store');
    return c.json(user, 200);
  })
  .post('/login', valid('json', signInSchema), async (c) => {
    const { email, password } = c.req.valid('json');
    const db = c.var.db;
    const counters = signInCounters(email, clientIp(c));
    // Claimed before the (slow) password check, so parallel guesses cannot race past the limit.
    await claimSignInAttempt(db, counters);
    let user;
    try {
      user = await authenticate(db, email, password);
    } catch (error) {
      // No email in the log: the request id ties it to the edge's own records if needed.
      log('warn', 'auth.sign_in_failed', requestFields(c));
      throw error;
    }
    await releaseSignInAttempt(db, counters);
    await startSession(c, user.id, 'password');
    log('info', 'auth.signed_in', { ...requestFields(c), userId: user.id });
    return c.json(toCurrentUser(user), 200);
  })
  // Always 202 and the same words: whether the address already has an account is told only to
  // its owner, by mail (services/account-email.ts). The link in the mail confirms and signs in.
  .post('/register', valid('json', registerSchema), async (c) => {
    const input = c.req.valid('json');
    requireMail(c.env);
    await hitRateLimit(c.var.db, `register:ip:${clientIp(c)}`, {
      limit: registrationsPerAddressHour(c.env),
      windowSeconds: 60 * 60,
      message: 'Too many new accounts from here. Please try again later.',
    });
    await register(c.var.db, c.env, input, siteOrigin(c));
    log('info', 'auth.registration_requested', requestFields(c));
    return c.json({ message: registeredMessage(input.email) } satisfies MailSentAnswer, 202);
  })
  // The member's own sessions: where they are signed in, and a way to end any of them.
  .get('/sessions', requireMember, async (c) => c.json(await listSessions(c.var.db, currentUser(c).id, readSessionToken(c)), 200))
  .delete('/sessions/:id', requireMember, async (c) => {
    const user = currentUser(c);
    const revoked = await revokeSession(c.var.db, c.env, user.id, c.req.param('id'), readSessionToken(c));
    if (!revoked) throw notFound('Session not found');
    const current = revoked.current;
    if (current) clearSessionCookie(c);
    log('info', 'auth.session_revoked', { ...requestFields(c), userId: user.id, current });
    return c.body(null, 204);
  })
  // "Sign out everywhere else": every session but this one.
  .delete('/sessions', requireMember, async (c) => {
    const user = currentUser(c);
    const revoked = await revokeOtherSessions(c.var.db, c.env, user.id, readSessionToken(c)!);
    log('info', 'auth.sessions_revoked', { ...requestFields(c), userId: user.id, revoked });
    return c.json({ revoked }, 200);
  });

/**
 * /api/login, /api/callback and /api/logout: full-page navigations. Their answers are
 * redirects, which carry no body for the typed client; the SPA links to them.
 */
export const authPages = new Hono<AppEnv>()
  .get('/login', async (c) => {
    // "Become a Member" asks for ?join=1: the built-in page opens on its create-account form.
    if (!oidcConfigured(c.env)) return c.redirect(c.req.query('join') === '1' ? '/login?join=1' : '/login', 302);
    const redirectUri = new URL('/api/callback', c.req.url).toString();
    const { url, pending } = await startLogin(c.env, redirectUri);
    setCookie(c, OIDC_COOKIE, JSON.stringify(pending), {
      path: '/api/callback',
      httpOnly: true,
      secure: !isLocalHttp(c),
      sameSite: 'Lax',
      maxAge: 600,
    });
    return c.redirect(url, 302);
  })
  .get('/callback', async (c) => {
    if (!oidcConfigured(c.env)) return c.redirect('/login', 302);
    const raw = getCookie(c, OIDC_COOKIE);
    deleteCookie(c, OIDC_COOKIE, { path: '/api/callback' });
    const pending = parsePending(raw);
    const code = c.req.query('code');
    if (!pending || !code || c.req.query('state') !== pending.state) {
      throw new ApiError('bad_request', 'This sign-in link has expired. Please start again from Sign In.');
    }
    const redirectUri = new URL('/api/callback', c.req.url).toString();
    const profile = await finishLogin(c.env, redirectUri, code, pending.verifier);
    const account = await accountForOidc(c.var.db, profile);
    if ('refused' in account) {
      log('warn', 'auth.oidc_link_refused', requestFields(c));
      return linkRefusedPage(c);
    }
    await startSession(c, account.user.id, 'single-sign-on');
    log('info', 'auth.signed_in', { ...requestFields(c), userId: account.user.id, via: 'oidc' });
    return c.redirect('/', 302);
  })
  // A GET (or HEAD) never ends a session: anything can send one. It offers the Sign Out button.
  .get('/logout', async (c) => (c.var.user ? signOutPage(c) : c.redirect('/', 302)))
  // The Sign Out button's form: a full-page POST, which sameOriginWrites lets through only from this site.
  .post('/logout', async (c) => {
    const token = readSessionToken(c);
    if (token) await deleteSession(c.var.db, c.env, token);
    clearSessionCookie(c);
    if (c.var.user) log('info', 'auth.signed_out', { ...requestFields(c), userId: c.var.user.id });
    return c.redirect('/', 303);
  });

/**
 * New accounts from one address an hour: 20, unless the operator sets
 * REGISTRATIONS_PER_ADDRESS_HOUR (members who share one address, such as a day centre's or a
 * library's wifi, may need more; the browser tests join many members from one machine).
 */
export function registrationsPerAddressHour(env: Env): number {
  const set = Number(env.REGISTRATIONS_PER_ADDRESS_HOUR);
  return Number.isInteger(set) && set > 0 ? set : 20;
}
