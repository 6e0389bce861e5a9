import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_JSON_MAX_BYTES, AUTH_TOO_LARGE_MESSAGE } from '../src/lib/body-limits';
import type { ErrorBody } from '../src/lib/errors';
import { JSON_MAX_DEPTH, nestsDeeperThan, TOO_DEEP_MESSAGE } from '../src/lib/json-depth';
import { parseJsonObject } from '../src/lib/validate';
import { createTestEnv } from './support/env';
import { signedIn } from './support/factories';
import { call } from './support/request';

// Every JSON body is bounded before anything parses it (issue 52): a 900 KB body of nested
// arrays took over a second of CPU at the sign-in. Its depth is at most JSON_MAX_DEPTH
// everywhere, and its size 128 KB on the routes anyone may call to sign in or join (1 MB
// elsewhere: worker/test/auth.test.ts and raw-body-limits.test.ts).

let t: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(() => t.dispose());
afterEach(() => vi.restoreAllMocks());

/** An email field holding `levels` arrays inside one another, inside the body's own object. */
const signInNested = (levels: number) => `{"email":${'['.repeat(levels)}${']'.repeat(levels)},"password":"a long enough phrase"}`;

async function answer(res: Response) {
  return { status: res.status, message: ((await res.json()) as ErrorBody).message };
}

describe('a JSON body’s depth', () => {
  it('the probe’s 900 KB of nested arrays: refused, and JSON.parse never sees it', async () => {
    const parse = vi.spyOn(JSON, 'parse');
    const { cookie } = await signedIn(t.db);
    const body = signInNested(450_000);
    // At the sign-in, its size is refused first; where 1 MB is allowed, its depth.
    const signIn = await call(t.env, '/api/auth/login', { method: 'POST', body });
    expect(await answer(signIn)).toEqual({ status: 413, message: AUTH_TOO_LARGE_MESSAGE });
    const post = await call(t.env, '/api/community/posts', { method: 'POST', cookie, body });
    expect(await answer(post)).toEqual({ status: 400, message: TOO_DEEP_MESSAGE });
    expect(parse.mock.calls.some(([text]) => text === body)).toBe(false);
  });

  it(`takes ${JSON_MAX_DEPTH} levels and refuses one more`, async () => {
    const deepest = await call(t.env, '/api/auth/login', { method: 'POST', body: signInNested(JSON_MAX_DEPTH - 1) });
    expect(await answer(deepest)).toEqual({ status: 400, message: 'Enter your email address' });
    const deeper = await call(t.env, '/api/auth/login', { method: 'POST', body: signInNested(JSON_MAX_DEPTH) });
    expect(await answer(deeper)).toEqual({ status: 400, message: TOO_DEEP_MESSAGE });
  });

  it('counts no bracket inside a string, escaped quotes and all', async () => {
    const { cookie } = await signedIn(t.db);
    const body = JSON.stringify({ title: `A "quoted\\" [${'['.repeat(100)}`, content: `{${'{'.repeat(100)}\\`, category: 'Support' });
    const res = await call(t.env, '/api/community/posts', { method: 'POST', cookie, body });
    expect(res.status).toBe(201);
  });

  it('is checked for every JSON body, before who is asking or what the route wants', async () => {
    const { cookie } = await signedIn(t.db);
    const deep = `{"a":${'['.repeat(JSON_MAX_DEPTH)}${']'.repeat(JSON_MAX_DEPTH)}}`;
    for (const [path, who] of [
      ['/api/community/posts', undefined], // signed out: would be 401
      ['/api/cms/redirects', cookie], // a member: would be 403
      ['/api/auth/logout', cookie], // reads no body at all
      ['/api/donations/stripe-webhook', undefined], // reads its own raw text
    ] as const) {
      const res = await call(t.env, path, { method: 'POST', body: deep, cookie: who });
      expect(await answer(res), path).toEqual({ status: 400, message: TOO_DEEP_MESSAGE });
    }
    // And JSON text a route reads itself (Stripe's event, whatever type it came as).
    expect(() => parseJsonObject(deep)).toThrow(TOO_DEEP_MESSAGE);
  });
});

describe('a JSON body’s size at the sign-in family (/api/auth/*)', () => {
  const pad = (bytes: number) => 'A'.repeat(bytes);

  it('refuses more than 128 KB with 413, before reading it as JSON', async () => {
    const parse = vi.spyOn(JSON, 'parse');
    const body = JSON.stringify({ email: 'someone@example.test', password: pad(AUTH_JSON_MAX_BYTES) });
    for (const path of ['/api/auth/login', '/api/auth/register', '/api/auth/passkeys/authentication/verify']) {
      const res = await call(t.env, path, { method: 'POST', body });
      expect(await answer(res), path).toEqual({ status: 413, message: AUTH_TOO_LARGE_MESSAGE });
    }
    expect(parse.mock.calls.some(([text]) => text === body)).toBe(false);
  });

  it('takes the largest passkey answer the schema allows', async () => {
    const field = pad(16_384);
    const response = {
      id: pad(1023),
      rawId: pad(1023),
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: field, authenticatorData: field, signature: field, userHandle: field },
    };
    const res = await call(t.env, '/api/auth/passkeys/authentication/verify', { method: 'POST', body: { response } });
    expect(res.status).not.toBe(413);
  });

  it('leaves other routes their 1 MB', async () => {
    const { cookie } = await signedIn(t.db);
    const body = JSON.stringify({ title: 'Long', content: pad(AUTH_JSON_MAX_BYTES), category: 'Support' });
    const res = await call(t.env, '/api/community/posts', { method: 'POST', cookie, body });
    expect(res.status).not.toBe(413);
  });
});

/** The real depth of a parsed JSON value: a scalar is 0, `[]` and `{}` are 1. */
const depthOf = (value: unknown): number =>
  typeof value === 'object' && value !== null ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0;

describe('the depth scan', () => {
  it('agrees with the parsed value’s depth for any JSON, however it is spaced', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.boolean(), (value, spaced) => {
        const text = JSON.stringify(value, null, spaced ? 2 : undefined);
        const depth = depthOf(JSON.parse(text));
        for (let max = 0; max <= depth + 1; max++) expect(nestsDeeperThan(text, max)).toBe(depth > max);
      }),
      { numRuns: 500 },
    );
  });

  it('stops at an unterminated string (JSON.parse refuses it there too)', () => {
    expect(nestsDeeperThan(`{"a":"${'['.repeat(50)}`, 2)).toBe(false);
    expect(nestsDeeperThan(`[[[`, 2)).toBe(true);
  });
});
