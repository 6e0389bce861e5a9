import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import type { CmsFormSubmission } from '../src/schemas/cms-forms';
import { PODCAST_FEEDBACK_FORM } from '../src/content/services/feedback';
import { auditOf, makeForm, makeSubmission, visitor } from './support/cms-factories';
import { createTestEnv } from './support/env';
import { makeEpisode, signedIn } from './support/factories';
import { call } from './support/request';

// A member's episode feedback is stored as a response to the "Podcast feedback" form, whose
// fields anyone may fill in at /api/forms/{id}: editors must be able to tell the member's own
// from a visitor's that only claims a name, and remove a response.

let te: Awaited<ReturnType<typeof createTestEnv>>;
let editor: string;
beforeAll(async () => {
  te = await createTestEnv();
  editor = (await signedIn(te.db, { role: 'editor' })).cookie;
});
afterAll(() => te.dispose());

const submissionsOf = async (formId: number) =>
  (await (await call(te.env, `/api/cms/forms/${formId}/submissions`, { cookie: editor })).json()) as CmsFormSubmission[];

describe('where a form response came from', () => {
  it('marks a member’s episode feedback with the member, and a visitor’s look-alike as unverified', async () => {
    const member = await signedIn(te.db, { firstName: 'Robin', lastName: 'Lee' });
    const episode = await makeEpisode(te.db);
    const sent = await call(te.env, `/api/podcasts/${episode.id}/feedback`, {
      method: 'POST',
      cookie: member.cookie,
      body: { feedback: 'Loved this one.', happyToBeQuoted: true },
    });
    expect(sent.status).toBe(201);
    const form = (await te.db.select().from(t.cmsForms).where(eq(t.cmsForms.name, PODCAST_FEEDBACK_FORM)).get())!;
    // A visitor posts the same fields, claiming to be that member.
    const forged = await call(te.env, `/api/forms/${form.id}/submissions`, {
      method: 'POST',
      headers: visitor(),
      body: { name: 'Robin Lee', email: member.user.email, feedback: 'Please quote me.', happyToBeQuoted: true },
    });
    expect(forged.status).toBe(201);

    const [fromVisitor, fromMember] = await submissionsOf(form.id);
    expect(fromMember).toMatchObject({
      data: { name: 'Robin Lee', feedback: 'Loved this one.' },
      member: { id: member.user.id, firstName: 'Robin', lastName: 'Lee', email: member.user.email },
    });
    expect(fromVisitor).toMatchObject({ data: { name: 'Robin Lee', feedback: 'Please quote me.' }, member: null });
  });

  it('marks every response to a public form as unverified, whoever is signed in', async () => {
    const form = await makeForm(te.db);
    const member = await signedIn(te.db);
    await call(te.env, `/api/forms/${form.id}/submissions`, {
      method: 'POST',
      cookie: member.cookie,
      headers: visitor(),
      body: { name: 'Sam', email: 'sam@example.test', message: 'Hello', subscribe: false },
    });
    expect((await submissionsOf(form.id)).map((s) => s.member)).toEqual([null]);
  });
});

describe('deleting a form response', () => {
  it('removes it, counts one fewer on the form, and audits who did it', async () => {
    const form = await makeForm(te.db, { submitCount: 2 });
    const kept = await makeSubmission(te.db, form.id);
    const removed = await makeSubmission(te.db, form.id);
    const res = await call(te.env, `/api/cms/forms/${form.id}/submissions/${removed.id}`, { method: 'DELETE', cookie: editor });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect((await submissionsOf(form.id)).map((s) => s.id)).toEqual([kept.id]);
    expect((await te.db.select().from(t.cmsForms).where(eq(t.cmsForms.id, form.id)).get())!.submitCount).toBe(1);
    expect((await auditOf(te.db, 'form-submission', removed.id)).map((e) => e.action)).toEqual(['delete']);
  });

  it('answers 404 for a response of another form or none, and 403 to a member', async () => {
    const form = await makeForm(te.db);
    const other = await makeForm(te.db);
    const submission = await makeSubmission(te.db, other.id);
    for (const path of [`/api/cms/forms/${form.id}/submissions/${submission.id}`, `/api/cms/forms/${form.id}/submissions/999999`])
      expect((await call(te.env, path, { method: 'DELETE', cookie: editor })).status, path).toBe(404);
    const member = (await signedIn(te.db)).cookie;
    expect(
      (await call(te.env, `/api/cms/forms/${other.id}/submissions/${submission.id}`, { method: 'DELETE', cookie: member })).status,
    ).toBe(403);
    expect((await submissionsOf(other.id)).map((s) => s.id)).toEqual([submission.id]);
  });
});
