import { randomToken, sha256Base64Url } from '../../lib/crypto';
import { ApiError } from '../../lib/errors';

type OidcSettings = { OIDC_ISSUER?: string; OIDC_CLIENT_ID?: string; OIDC_CLIENT_SECRET?: string };
type Configured = Required<OidcSettings>;

export const oidcConfigured = (env: OidcSettings): env is Configured =>
  Boolean(env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET);

type Discovery = { authorization_endpoint: string; token_endpoint: string; userinfo_endpoint: string };

// Discovery documents change rarely; keep one per isolate.
const discoveryCache = new Map<string, Discovery>();

async function discover(issuer: string): Promise<Discovery> {
  const cached = discoveryCache.get(issuer);
  if (cached) return cached;
  const res = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  if (!res.ok) throw new ApiError('unavailable', 'The sign-in service is not answering. Please try again shortly.');
  const doc = (await res.json()) as Discovery;
  discoveryCache.set(issuer, doc);
  return doc;
}

/** What travels in the short-lived HttpOnly cookie between /api/login and /api/callback. */
export type PendingLogin = { state: string; verifier: string; nonce: string };

export async function startLogin(env: Configured, redirectUri: string): Promise<{ url: string; pending: PendingLogin }> {
  const { authorization_endpoint } = await discover(env.OIDC_ISSUER);
  const pending = { state: randomToken(16), verifier: randomToken(32), nonce: randomToken(16) };
  const url = new URL(authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: env.OIDC_CLIENT_ID,
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await sha256Base64Url(pending.verifier),
    code_challenge_method: 'S256',
  }).toString();
  return { url: url.toString(), pending };
}

/** `emailVerified`: the provider said `email_verified: true` (not merely left it out). */
export type OidcProfile = { subject: string; email: string; emailVerified: boolean; firstName: string; lastName: string };

/**
 * Exchanges the code (with the PKCE verifier) and reads the profile from the userinfo
 * endpoint over TLS, which vouches for the access token without verifying a JWT here.
 */
export async function finishLogin(env: Configured, redirectUri: string, code: string, verifier: string): Promise<OidcProfile> {
  const { token_endpoint, userinfo_endpoint } = await discover(env.OIDC_ISSUER);
  const tokenRes = await fetch(token_endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${btoa(`${encodeURIComponent(env.OIDC_CLIENT_ID)}:${encodeURIComponent(env.OIDC_CLIENT_SECRET)}`)}`,
    },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: verifier }),
  });
  if (!tokenRes.ok) throw new ApiError('unauthorized', 'Sign-in was not completed. Please try again.');
  const { access_token } = (await tokenRes.json()) as { access_token?: string };
  if (!access_token) throw new ApiError('unauthorized', 'Sign-in was not completed. Please try again.');
  const infoRes = await fetch(userinfo_endpoint, { headers: { authorization: `Bearer ${access_token}` } });
  if (!infoRes.ok) throw new ApiError('unauthorized', 'Sign-in was not completed. Please try again.');
  const info = (await infoRes.json()) as {
    sub?: string;
    email?: string;
    email_verified?: boolean;
    given_name?: string;
    family_name?: string;
    name?: string;
  };
  if (!info.sub || !info.email || info.email_verified === false) {
    throw new ApiError('unauthorized', 'Your sign-in provider did not share a verified email address.');
  }
  const [first = '', ...rest] = (info.name ?? '').split(' ');
  return {
    subject: info.sub,
    email: info.email.toLowerCase(),
    emailVerified: info.email_verified === true,
    firstName: info.given_name ?? first,
    lastName: info.family_name ?? rest.join(' '),
  };
}
