import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '../src/index';
import type { AppEnv } from '../src/platform/env';
import { requireEditor } from '../src/accounts/auth';
import { createTestEnv } from './support/env';
import { signedIn } from './support/factories';
import { call } from './support/request';

let t: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  t = await createTestEnv();
  // A probe route behind the editor guard, mounted on the real app and its middleware.
  app.route(
    '/api/__probe',
    new Hono<AppEnv>().use(requireEditor).get('/', (c) => c.json({ ok: true })),
  );
});
afterAll(() => t.dispose());

describe('requireEditor', () => {
  it('answers 401 signed out, 403 to members, and lets editors and admins in', async () => {
    expect((await call(t.env, '/api/__probe')).status).toBe(401);
    const member = await signedIn(t.db, { role: 'member' });
    const refused = await call(t.env, '/api/__probe', { cookie: member.cookie });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'This area is for editors and administrators.' });
    for (const role of ['editor', 'admin'] as const) {
      const { cookie } = await signedIn(t.db, { role });
      expect((await call(t.env, '/api/__probe', { cookie })).status).toBe(200);
    }
  });
});
