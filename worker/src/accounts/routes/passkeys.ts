import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../platform/env';
import { currentUser, isLocalHttp, requireMember, requireVerifiedForPasskeys, siteOrigin, startSession } from '../auth';
import { log, requestFields } from '../../lib/log';
import { idParam } from '../../lib/params';
import { clientIp } from '../../lib/request';
import { valid } from '../../lib/validate';
import { SITE_NAME } from '../../mail/public';
import { authenticationVerifySchema, PASSKEY_MESSAGES, passkeyNameSchema, registrationVerifySchema } from '../../schemas/passkeys';
import {
  authenticationOptions,
  registrationOptions,
  verifyAuthentication,
  verifyRegistration,
  type RelyingParty,
} from '../services/passkey-ceremonies';
import { deletePasskey, listPasskeys, renamePasskey } from '../services/passkeys';
import { hitRateLimit } from '../services/rate-limits';
import { deviceLabel } from '../services/session-device';
import { CHALLENGE_TTL_MS } from '../services/webauthn-challenges';
import { toCurrentUser } from '../services/users';

/** The browser's ticket to its ceremony's challenge: HttpOnly, this path only, five minutes. */
const CHALLENGE_COOKIE = 'passkey_challenge';
const COOKIE_PATH = '/api/auth/passkeys';

function holdChallenge(c: Context<AppEnv>, token: string) {
  setCookie(c, CHALLENGE_COOKIE, token, {
    path: COOKIE_PATH,
    httpOnly: true,
    secure: !isLocalHttp(c),
    sameSite: 'Strict',
    maxAge: CHALLENGE_TTL_MS / 1000,
  });
}

/** The cookie's token, which the ceremony spends whatever the outcome. */
function takeChallenge(c: Context<AppEnv>): string | undefined {
  const token = getCookie(c, CHALLENGE_COOKIE);
  if (token) deleteCookie(c, CHALLENGE_COOKIE, { path: COOKIE_PATH, secure: !isLocalHttp(c) });
  return token;
}

/** The site's own address (SITE_URL when set, else this request's): its host is the passkeys' rpID. */
function relyingParty(c: Context<AppEnv>): RelyingParty {
  const origin = siteOrigin(c);
  return { id: new URL(origin).hostname, name: c.env.ORGANISATION_NAME ?? SITE_NAME, origin };
}

const passkeyId = (c: Context<AppEnv>) => idParam(c, 'id', PASSKEY_MESSAGES.notFound);

/** Passkeys (decision 0023): a member adds, names and removes their own; anyone may sign in with one. */
export const passkeyRoutes = new Hono<AppEnv>()
  .get('/', requireMember, async (c) => c.json(await listPasskeys(c.var.db, currentUser(c).id), 200))
  .post('/registration/options', requireVerifiedForPasskeys, async (c) => {
    const { options, token } = await registrationOptions(c.var.db, relyingParty(c), currentUser(c));
    holdChallenge(c, token);
    return c.json(options, 200);
  })
  .post('/registration/verify', requireVerifiedForPasskeys, valid('json', registrationVerifySchema), async (c) => {
    const { response, name } = c.req.valid('json');
    const user = currentUser(c);
    const passkey = await verifyRegistration(
      c.var.db,
      relyingParty(c),
      user.id,
      takeChallenge(c),
      response,
      name ?? deviceLabel(c.req.header('user-agent')),
    );
    log('info', 'passkey.added', { ...requestFields(c), userId: user.id });
    return c.json(passkey, 201);
  })
  .patch('/:id', requireMember, valid('json', passkeyNameSchema), async (c) =>
    c.json(await renamePasskey(c.var.db, currentUser(c).id, passkeyId(c), c.req.valid('json').name), 200),
  )
  .delete('/:id', requireMember, async (c) => {
    const user = currentUser(c);
    await deletePasskey(c.var.db, user.id, passkeyId(c));
    log('info', 'passkey.removed', { ...requestFields(c), userId: user.id });
    return c.body(null, 204);
  })
  // Fetched by every visit to the sign-in page (the email field offers passkeys), so the limit is wide.
  .post('/authentication/options', async (c) => {
    await hitRateLimit(c.var.db, `passkey-options:ip:${clientIp(c)}`, {
      limit: 300,
      windowSeconds: 60 * 60,
      message: PASSKEY_MESSAGES.tooMany,
    });
    const { options, token } = await authenticationOptions(c.var.db, relyingParty(c));
    holdChallenge(c, token);
    return c.json(options, 200);
  })
  .post('/authentication/verify', valid('json', authenticationVerifySchema), async (c) => {
    // Counted before the signature is checked, as password tries are.
    await hitRateLimit(c.var.db, `passkey-sign-in:ip:${clientIp(c)}`, {
      limit: 30,
      windowSeconds: 60 * 60,
      message: PASSKEY_MESSAGES.tooMany,
    });
    let user;
    try {
      user = await verifyAuthentication(c.var.db, relyingParty(c), takeChallenge(c), c.req.valid('json').response);
    } catch (error) {
      log('warn', 'auth.sign_in_failed', { ...requestFields(c), via: 'passkey' });
      throw error;
    }
    await startSession(c, user.id, 'passkey');
    log('info', 'auth.signed_in', { ...requestFields(c), userId: user.id, via: 'passkey' });
    return c.json(toCurrentUser(user), 200);
  });
