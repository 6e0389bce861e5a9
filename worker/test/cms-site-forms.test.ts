import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import type { ErrorBody } from '../src/lib/errors';
import type { CmsForm, CmsFormSubmission } from '../src/schemas/cms-forms';
import { createTestEnv } from './support/env';
import { auditOf, contactFields, makeForm, makeSubmission } from './support/cms-factories';
import { signedIn } from './support/factories';
import { call } from './support/request';

let env: Awaited<ReturnType<typeof createTestEnv>>;
let cookie: string;
beforeAll(async () => {
  env = await createTestEnv();
  ({ cookie } = await signedIn(env.db, { role: 'editor' }));
});
afterAll(() => env.dispose());

const forms = async () => (await (await call(env.env, '/api/cms/forms', { cookie })).json()) as CmsForm[];
const submissionsOf = async (formId: number) =>
  (await env.db.select({ n: count() }).from(t.cmsFormSubmissions).where(eq(t.cmsFormSubmissions.formId, formId)))[0]!.n;

const newForm = { name: 'Volunteer sign-up', fields: [{ name: 'fullName', label: 'Full name', type: 'text', required: true }] };

describe('/api/cms/forms', () => {
  it('creates (201) an active form, updates it and deletes it, recording each change', async () => {
    const res = await call(env.env, '/api/cms/forms', { method: 'POST', body: newForm, cookie });
    expect(res.status).toBe(201);
    const form = (await res.json()) as CmsForm;
    expect(form).toMatchObject({
      name: 'Volunteer sign-up',
      isActive: true,
      submitCount: 0,
      newCount: 0,
      fields: [{ name: 'fullName', label: 'Full name', type: 'text', required: true }],
    });

    const updated = await call(env.env, `/api/cms/forms/${form.id}`, { method: 'PATCH', body: { isActive: false }, cookie });
    expect(await updated.json()).toMatchObject({ name: 'Volunteer sign-up', isActive: false, fields: form.fields });

    expect(await (await call(env.env, `/api/cms/forms/${form.id}`, { method: 'DELETE', cookie })).json()).toEqual({ ok: true });
    expect((await call(env.env, `/api/cms/forms/${form.id}`, { cookie })).status).toBe(404);
    expect((await auditOf(env.db, 'form', form.id)).map((e) => e.action)).toEqual(['delete', 'update', 'create']);
  });

  it.each([
    ['no fields', { fields: [] }, 'fields', 'Add at least one field'],
    ['two fields with one name', { fields: [newForm.fields[0], newForm.fields[0]] }, 'fields', 'Each field needs a different name'],
    [
      'a field of an unknown type',
      { fields: [{ name: 'x', label: 'X', type: 'date' }] },
      'fields.0.type',
      'Field type must be text, email, textarea or checkbox',
    ],
    ['no name', { name: ' ' }, 'name', 'Name is required'],
  ])('refuses %s with 400 and the form message', async (_name, change, field, message) => {
    const res = await call(env.env, '/api/cms/forms', { method: 'POST', body: { ...newForm, ...change }, cookie });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).errors?.[field]).toEqual([message]);
  });

  it('lists forms with their unread submissions counted', async () => {
    const busy = await makeForm(env.db, { submitCount: 3 });
    const quiet = await makeForm(env.db);
    await makeSubmission(env.db, busy.id);
    await makeSubmission(env.db, busy.id);
    await makeSubmission(env.db, busy.id, { isRead: true });
    const list = await forms();
    expect(list.find((f) => f.id === busy.id)).toMatchObject({ submitCount: 3, newCount: 2 });
    expect(list.find((f) => f.id === quiet.id)).toMatchObject({ newCount: 0 });
    expect(await (await call(env.env, `/api/cms/forms/${busy.id}`, { cookie })).json()).toMatchObject({ newCount: 2 });
  });

  it('keeps old submissions when the fields change', async () => {
    const form = await makeForm(env.db);
    await makeSubmission(env.db, form.id, { data: { name: 'Kim', email: 'kim@example.test' } });
    const res = await call(env.env, `/api/cms/forms/${form.id}`, {
      method: 'PATCH',
      body: { fields: [{ name: 'question', label: 'Question', type: 'textarea' }] },
      cookie,
    });
    expect(res.status).toBe(200);
    const listed = (await (await call(env.env, `/api/cms/forms/${form.id}/submissions`, { cookie })).json()) as CmsFormSubmission[];
    expect(listed.map((s) => s.data)).toEqual([{ name: 'Kim', email: 'kim@example.test' }]);
  });

  it('deletes a form with its submissions', async () => {
    const form = await makeForm(env.db);
    await makeSubmission(env.db, form.id);
    await call(env.env, `/api/cms/forms/${form.id}`, { method: 'DELETE', cookie });
    expect(await submissionsOf(form.id)).toBe(0);
  });
});

describe('/api/cms/forms/:id/submissions', () => {
  it('lists newest first, a page at a time (12 unless asked)', async () => {
    const form = await makeForm(env.db);
    for (let day = 1; day <= 14; day++)
      await makeSubmission(env.db, form.id, {
        createdAt: `2026-01-${String(day).padStart(2, '0')}T00:00:00.000Z`,
        data: { name: `Day ${day}` },
      });
    const first = (await (await call(env.env, `/api/cms/forms/${form.id}/submissions`, { cookie })).json()) as CmsFormSubmission[];
    expect(first).toHaveLength(12);
    expect(first[0]).toMatchObject({ formId: form.id, data: { name: 'Day 14' }, isRead: false });
    const rest = (await (
      await call(env.env, `/api/cms/forms/${form.id}/submissions?limit=12&offset=12`, { cookie })
    ).json()) as CmsFormSubmission[];
    expect(rest.map((s) => s.data.name)).toEqual(['Day 2', 'Day 1']);
    expect((await call(env.env, `/api/cms/forms/${form.id}/submissions?limit=500`, { cookie })).status).toBe(400);
    expect((await call(env.env, '/api/cms/forms/999999/submissions', { cookie })).status).toBe(404);
  });

  it('marks a submission read and unread, recording it, and only within its own form', async () => {
    const form = await makeForm(env.db, { name: 'Contact us' });
    const other = await makeForm(env.db);
    const submission = await makeSubmission(env.db, form.id);
    const path = `/api/cms/forms/${form.id}/submissions/${submission.id}`;
    const read = await call(env.env, path, { method: 'PATCH', body: { isRead: true }, cookie });
    expect(await read.json()).toMatchObject({ id: submission.id, isRead: true });
    expect((await forms()).find((f) => f.id === form.id)!.newCount).toBe(0);
    expect((await auditOf(env.db, 'form-submission', submission.id))[0]).toMatchObject({
      action: 'read',
      summary: 'Marked a submission to "Contact us" as read',
    });
    expect(await (await call(env.env, path, { method: 'PATCH', body: { isRead: false }, cookie })).json()).toMatchObject({ isRead: false });

    const bad = await call(env.env, path, { method: 'PATCH', body: { isRead: 'yes' }, cookie });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'isRead must be true or false', errors: { isRead: ['isRead must be true or false'] } });
    const elsewhere = await call(env.env, `/api/cms/forms/${other.id}/submissions/${submission.id}`, {
      method: 'PATCH',
      body: { isRead: true },
      cookie,
    });
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.json()).toEqual({ message: 'Submission not found' });
  });
});

describe('public forms', () => {
  const submit = (formId: number, body: unknown, ip = `198.51.100.${formId % 250}`) =>
    call(env.env, `/api/forms/${formId}/submissions`, { method: 'POST', body, headers: { 'cf-connecting-ip': ip } });

  it('show an active form to anyone, and 404 for an inactive or unknown one', async () => {
    const form = await makeForm(env.db, { name: 'Contact' });
    const res = await call(env.env, `/api/forms/${form.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: form.id, name: 'Contact', fields: contactFields });
    const inactive = await makeForm(env.db, { isActive: false });
    for (const id of [inactive.id, 999999]) {
      const missing = await call(env.env, `/api/forms/${id}`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ message: 'Form not found' });
    }
  });

  it("take a submission (201), keeping only the form's fields, counted and listed for editors as new", async () => {
    const form = await makeForm(env.db);
    const summary = async () =>
      (await (await call(env.env, '/api/cms/analytics/summary', { cookie })).json()) as {
        totalSubmissions: number;
        newSubmissions: number;
      };
    const before = await summary();
    const res = await submit(form.id, { name: ' Ari ', email: 'ari@example.test', message: 'Hello', isAdmin: true });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const [listed] = (await (await call(env.env, `/api/cms/forms/${form.id}/submissions`, { cookie })).json()) as CmsFormSubmission[];
    expect(listed).toMatchObject({
      id,
      isRead: false,
      data: { name: 'Ari', email: 'ari@example.test', message: 'Hello', subscribe: false },
    });
    expect(listed!.data).not.toHaveProperty('isAdmin');
    expect((await forms()).find((f) => f.id === form.id)).toMatchObject({ submitCount: 1, newCount: 1 });
    expect(await summary()).toEqual({
      ...before,
      totalSubmissions: before.totalSubmissions + 1,
      newSubmissions: before.newSubmissions + 1,
    } as typeof before);

    await call(env.env, `/api/cms/forms/${form.id}/submissions/${id}`, { method: 'PATCH', body: { isRead: true }, cookie });
    expect((await summary()).newSubmissions).toBe(before.newSubmissions);
  });

  it('refuses bad answers with 400 and the field messages, storing nothing', async () => {
    const form = await makeForm(env.db);
    const res = await submit(form.id, { name: '', email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).errors).toEqual({
      name: ['Your name is required'],
      email: ['Email must be an email address like name@example.org'],
    });
    expect((await submit(form.id, ['a list'])).status).toBe(400);
    expect((await submit(form.id, '{not json')).status).toBe(400);
    expect(await submissionsOf(form.id)).toBe(0);
    const stored = await env.db.select().from(t.cmsForms).where(eq(t.cmsForms.id, form.id)).get();
    expect(stored!.submitCount).toBe(0);
  });

  it('refuses submissions to an inactive form with 404', async () => {
    const form = await makeForm(env.db, { isActive: false });
    const res = await submit(form.id, { name: 'Jo', email: 'jo@example.test' });
    expect(res.status).toBe(404);
    expect(await submissionsOf(form.id)).toBe(0);
  });

  it('take at most 10 an hour from one address, then 429 with a clear message', async () => {
    const form = await makeForm(env.db);
    const ip = '192.0.2.77';
    for (let i = 0; i < 10; i++) expect((await submit(form.id, { name: `Person ${i}`, email: 'p@example.test' }, ip)).status).toBe(201);
    const refused = await submit(form.id, { name: 'One more', email: 'p@example.test' }, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({
      message: 'You have sent a lot of forms this hour. Please wait a while before sending another.',
    });
    expect(await submissionsOf(form.id)).toBe(10);
    expect((await submit(form.id, { name: 'Someone else', email: 'p@example.test' }, '192.0.2.78')).status).toBe(201);
  });
});
