import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../platform/env';
import { currentUser, isLocalHttp, readSessionToken, requestDevice, requireMember, siteOrigin, startSession } from '../auth';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { log, requestFields } from '../../lib/log';
import { clientIp } from '../../lib/request';
import { valid } from '../../lib/validate';
import { changeEmailSchema, changePasswordSchema, signInLinkSchema, type SignInLinkAnswer } from '../../schemas/account';
import { useSignInLinkSchema, verifyEmailSchema, type MailSentAnswer } from '../../schemas/auth';
import { changePassword, confirmEmailChange, emailChangeMessage, requestEmailChange } from '../services/account-changes';
import { requireMail } from '../../mail/public';
import { hitRateLimit } from '../services/rate-limits';
import { listSecurityEvents } from '../services/security-log';
import { requestSignInLink, signInLinkMessage, useSignInLink } from '../services/sign-in-links';
import { toCurrentUser } from '../services/users';

/** Holds the nonce that binds a sign-in link to the browser that asked for it (services/sign-in-links.ts). */
const LINK_COOKIE = 'sign_in_link';
const LINK_COOKIE_PATH = '/api/auth/sign-in-link';

/** Signing in by a mailed link, and the member's own password, address and security log (mounted at /api/auth). */
export const accountSettingsRoutes = new Hono<AppEnv>()
  // The same answer whether or not the address has an account; the nonce cookie is set either way.
  .post('/sign-in-link', valid('json', signInLinkSchema), async (c) => {
    const { email } = c.req.valid('json');
    requireMail(c.env);
    await hitRateLimit(c.var.db, `sign-in-link:ip:${clientIp(c)}`, {
      limit: 20,
      windowSeconds: 60 * 60,
      message: 'Too many requests from here. Please try again later.',
    });
    const nonce = randomToken();
    await requestSignInLink(c.var.db, c.env, email, siteOrigin(c), nonce);
    setCookie(c, LINK_COOKIE, nonce, { path: LINK_COOKIE_PATH, httpOnly: true, secure: !isLocalHttp(c), sameSite: 'Lax', maxAge: 15 * 60 });
    return c.json({ message: signInLinkMessage(email) } satisfies MailSentAnswer, 202);
  })
  .post('/sign-in-link/use', valid('json', useSignInLinkSchema), async (c) => {
    const { token, confirm = false } = c.req.valid('json');
    await hitRateLimit(c.var.db, `sign-in-link-use:ip:${clientIp(c)}`, {
      limit: 30,
      windowSeconds: 60 * 60,
      message: 'Too many tries from here. Please try again later.',
    });
    const opener = {
      nonce: getCookie(c, LINK_COOKIE),
      confirmed: confirm,
      signedIn: c.var.user,
      device: requestDevice(c),
      origin: siteOrigin(c),
    };
    const outcome = await useSignInLink(c.var.db, c.env, token, opener);
    if (outcome.status === 'confirm') return c.json(outcome satisfies SignInLinkAnswer, 200);
    deleteCookie(c, LINK_COOKIE, { path: LINK_COOKIE_PATH, secure: !isLocalHttp(c) });
    await startSession(c, outcome.user.id, 'sign-in-link');
    log('info', 'auth.signed_in', { ...requestFields(c), userId: outcome.user.id, via: 'sign-in-link' });
    return c.json({ status: 'signed-in', user: toCurrentUser(outcome.user) } satisfies SignInLinkAnswer, 200);
  })
  .get('/security-log', requireMember, async (c) => c.json(await listSecurityEvents(c.var.db, currentUser(c).id), 200))
  .put('/password', requireMember, valid('json', changePasswordSchema), async (c) => {
    const user = currentUser(c);
    await changePassword(
      c.var.db,
      c.env,
      { userId: user.id, sessionToken: readSessionToken(c)!, device: requestDevice(c), origin: siteOrigin(c) },
      c.req.valid('json'),
    );
    log('info', 'auth.password_changed', { ...requestFields(c), userId: user.id });
    return c.json({ message: 'Your password has been changed. You are signed out on every other device.' }, 200);
  })
  .post('/email', requireMember, valid('json', changeEmailSchema), async (c) => {
    const user = currentUser(c);
    const input = c.req.valid('json');
    await requestEmailChange(c.var.db, c.env, { userId: user.id, device: requestDevice(c), origin: siteOrigin(c) }, input);
    log('info', 'auth.email_change_requested', { ...requestFields(c), userId: user.id });
    return c.json({ message: emailChangeMessage(input.newEmail) } satisfies MailSentAnswer, 202);
  })
  // The link from the new address: the token is the proof, so it works signed in or not.
  .post('/email/confirm', valid('json', verifyEmailSchema), async (c) => {
    const token = readSessionToken(c);
    const user = await confirmEmailChange(c.var.db, c.env, c.req.valid('json').token, {
      device: requestDevice(c),
      origin: siteOrigin(c),
      // This browser stays signed in if it is this account's (hashed: sessions are kept by hash).
      keepSession: token && c.var.user ? await sha256Hex(token) : undefined,
    });
    log('info', 'auth.email_changed', { ...requestFields(c), userId: user.id });
    return c.json({ message: `Your account now uses ${user.email}.`, email: user.email }, 200);
  });
