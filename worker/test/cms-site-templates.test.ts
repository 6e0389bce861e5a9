import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import type { ErrorBody } from '../src/lib/errors';
import type { AuditEntry } from '../src/schemas/cms-audit';
import type { CmsTemplate } from '../src/schemas/cms-templates';
import { createTestEnv } from './support/env';
import { auditOf, makeTemplate } from './support/cms-factories';
import { signedIn } from './support/factories';
import { call } from './support/request';

let env: Awaited<ReturnType<typeof createTestEnv>>;
let cookie: string;
beforeAll(async () => {
  env = await createTestEnv();
  ({ cookie } = await signedIn(env.db, { role: 'editor' }));
});
afterAll(() => env.dispose());

describe('/api/cms/templates', () => {
  it('creates (201), lists newest first, updates only what is sent and deletes, recording each change', async () => {
    const created = await call(env.env, '/api/cms/templates', {
      method: 'POST',
      body: { name: ' Event page ', category: 'Events', body: '## When' },
      cookie,
    });
    expect(created.status).toBe(201);
    const template = (await created.json()) as CmsTemplate;
    expect(template).toMatchObject({ name: 'Event page', category: 'Events', body: '## When', usageCount: 0 });
    expect(Object.keys(template).sort()).toEqual(['body', 'category', 'createdAt', 'id', 'name', 'usageCount']);

    const list = (await (await call(env.env, '/api/cms/templates', { cookie })).json()) as CmsTemplate[];
    expect(list[0]!.id).toBe(template.id);

    const updated = await call(env.env, `/api/cms/templates/${template.id}`, { method: 'PATCH', body: { category: 'Community' }, cookie });
    expect(await updated.json()).toMatchObject({ name: 'Event page', category: 'Community', body: '## When' });

    const deleted = await call(env.env, `/api/cms/templates/${template.id}`, { method: 'DELETE', cookie });
    expect(await deleted.json()).toEqual({ ok: true });
    expect(await env.db.select().from(t.cmsTemplates).where(eq(t.cmsTemplates.id, template.id))).toEqual([]);
    expect((await auditOf(env.db, 'template', template.id)).map((e) => e.action)).toEqual(['delete', 'update', 'create']);
  });

  it.each([
    ['no name', { name: '' }, 'name', 'Name is required'],
    ['no category', { category: undefined }, 'category', 'Category is required'],
    ['a 101-character name', { name: 'x'.repeat(101) }, 'name', 'Name must be less than 100 characters'],
  ])('refuses %s with 400 and the form message', async (_name, change, field, message) => {
    const res = await call(env.env, '/api/cms/templates', {
      method: 'POST',
      body: { name: 'Valid', category: 'Events', ...change },
      cookie,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).errors?.[field]).toEqual([message]);
  });

  it('duplicates a template as "<name> (copy)" with its category and body, unused, and records it', async () => {
    const original = await makeTemplate(env.db, { name: 'Newsletter', category: 'News', body: 'Dear members', usageCount: 12 });
    const res = await call(env.env, `/api/cms/templates/${original.id}/duplicate`, { method: 'POST', cookie });
    expect(res.status).toBe(201);
    const copy = (await res.json()) as CmsTemplate;
    expect(copy).toMatchObject({ name: 'Newsletter (copy)', category: 'News', body: 'Dear members', usageCount: 0 });
    expect(copy.id).not.toBe(original.id);
    expect((await auditOf(env.db, 'template', copy.id))[0]).toMatchObject({
      action: 'duplicate',
      summary: 'Duplicated template "Newsletter" as "Newsletter (copy)"',
    });
  });

  it("keeps a long name's copy within the name limit", async () => {
    const original = await makeTemplate(env.db, { name: 'n'.repeat(100) });
    const copy = (await (
      await call(env.env, `/api/cms/templates/${original.id}/duplicate`, { method: 'POST', cookie })
    ).json()) as CmsTemplate;
    expect(copy.name).toHaveLength(100);
    expect(copy.name.endsWith(' (copy)')).toBe(true);
  });

  it('answers 404 Template not found for unknown ids', async () => {
    for (const [method, path] of [
      ['GET', '/api/cms/templates/999999'],
      ['PATCH', '/api/cms/templates/999999'],
      ['DELETE', '/api/cms/templates/999999'],
      ['POST', '/api/cms/templates/999999/duplicate'],
    ] as const) {
      const res = await call(env.env, path, { method, cookie, body: method === 'PATCH' ? { name: 'x' } : undefined });
      expect([method, res.status]).toEqual([method, 404]);
      expect(await res.json()).toEqual({ message: 'Template not found' });
    }
  });

  it('shows admins the entries in the audit log', async () => {
    const admin = await signedIn(env.db, { role: 'admin' });
    const original = await makeTemplate(env.db, { name: 'Audited' });
    await call(env.env, `/api/cms/templates/${original.id}/duplicate`, { method: 'POST', cookie });
    const entries = (await (await call(env.env, '/api/cms/audit', { cookie: admin.cookie })).json()) as AuditEntry[];
    expect(entries[0]).toMatchObject({
      action: 'duplicate',
      entity: 'template',
      summary: 'Duplicated template "Audited" as "Audited (copy)"',
    });
  });
});
