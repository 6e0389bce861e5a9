import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { users } from '../db/schema';
import type { AppEnv } from '../env';
import { clearSessionCookie, isLocalHttp, readSessionToken, setSessionCookie } from '../lib/auth';
import { ApiError, unauthorized } from '../lib/errors';
import { clientIp } from '../lib/request';
import { valid } from '../lib/validate';
import { registerSchema, signInSchema } from '../schemas/auth';
import { finishLogin, oidcConfigured, startLogin, type PendingLogin } from '../services/oidc';
import { createSession, deleteSession } from '../services/sessions';
import { authenticate, createUser, findUserByEmail, toCurrentUser } from '../services/users';
import { assertUnderLimit, countHit, hitRateLimit } from '../services/rate-limits';

const OIDC_COOKIE = 'oidc_pending';

function parsePending(raw: string | undefined): PendingLogin | null {
  try {
    return raw ? (JSON.parse(raw) as PendingLogin) : null;
  } catch {
    return null;
  }
}

const LOGIN_WINDOW_SECONDS = 15 * 60;
const tooManyAttempts = 'Too many sign-in attempts. Please wait 15 minutes and try again.';
export const LOGIN_LIMIT_PER_ACCOUNT = { limit: 5, windowSeconds: LOGIN_WINDOW_SECONDS, message: tooManyAttempts };
export const LOGIN_LIMIT_PER_IP = { limit: 50, windowSeconds: LOGIN_WINDOW_SECONDS, message: tooManyAttempts };

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
    // Ghost's model: a few free tries, then a wait; failures count per account and per IP,
    // and the message is the same whether or not the account exists.
    const keys = [`login:email:${email}`, `login:ip:${clientIp(c)}`];
    await assertUnderLimit(db, keys.slice(0, 1), LOGIN_LIMIT_PER_ACCOUNT);
    await assertUnderLimit(db, keys.slice(1), LOGIN_LIMIT_PER_IP);
    let user;
    try {
      user = await authenticate(db, email, password);
    } catch (error) {
      await Promise.all(keys.map((key) => countHit(db, key, LOGIN_WINDOW_SECONDS)));
      throw error;
    }
    const session = await createSession(c.var.db, user.id);
    setSessionCookie(c, session.token, session.expiresAt);
    return c.json(toCurrentUser(user), 200);
  })
  .post('/register', valid('json', registerSchema), async (c) => {
    const input = c.req.valid('json');
    await hitRateLimit(c.var.db, `register:ip:${clientIp(c)}`, { limit: 20, windowSeconds: 60 * 60, message: 'Too many new accounts from here. Please try again later.' });
    const user = await createUser(c.var.db, input);
    const session = await createSession(c.var.db, user.id);
    setSessionCookie(c, session.token, session.expiresAt);
    return c.json(toCurrentUser(user), 201);
  });

/** /api/login, /api/callback and /api/logout: full-page navigations (SPEC section 2). */
export const authPages = new Hono<AppEnv>()
  .get('/login', async (c) => {
    if (!oidcConfigured(c.env)) return c.redirect('/login', 302);
    const redirectUri = new URL('/api/callback', c.req.url).toString();
    const { url, pending } = await startLogin(c.env, redirectUri);
    setCookie(c, OIDC_COOKIE, JSON.stringify(pending), { path: '/api/callback', httpOnly: true, secure: !isLocalHttp(c), sameSite: 'Lax', maxAge: 600 });
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
    const db = c.var.db;
    let user = (await db.select().from(users).where(eq(users.oidcSubject, profile.subject)).get()) ?? (await findUserByEmail(db, profile.email));
    if (user && !user.oidcSubject) {
      [user] = await db.update(users).set({ oidcSubject: profile.subject }).where(eq(users.id, user.id)).returning();
    }
    user ??= await createUser(db, { email: profile.email, firstName: profile.firstName, lastName: profile.lastName, oidcSubject: profile.subject });
    const session = await createSession(db, user!.id);
    setSessionCookie(c, session.token, session.expiresAt);
    return c.redirect('/', 302);
  })
  .get('/logout', async (c) => {
    const token = readSessionToken(c);
    if (token) await deleteSession(c.var.db, token);
    clearSessionCookie(c);
    return c.redirect('/', 302);
  });
