import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cmsFormSubmissions, cmsForms } from '../db/schema';
import { notFound } from '../lib/errors';
import { parseOrThrow } from '../lib/validate';
import type { CurrentUser } from '../schemas/auth';
import { submissionSchema, type CmsFormSubmission, type PublicForm } from '../schemas/cms';
import { auditInsert } from './audit';
import { findFormRow } from './cms-forms';
import { hitRateLimit, type Limit } from './rate-limits';

type SubmissionRow = typeof cmsFormSubmissions.$inferSelect;

export const SUBMISSION_LIMIT: Limit = {
  limit: 10,
  windowSeconds: 60 * 60,
  message: 'You have sent a lot of forms this hour. Please wait a while before sending another.',
};

const toSubmission = (r: SubmissionRow): CmsFormSubmission => ({
  id: r.id,
  formId: r.formId,
  data: r.data,
  isRead: r.isRead,
  createdAt: r.createdAt,
});

/** Newest first, a page at a time. */
export async function listSubmissions(db: Db, formId: number, page: { limit: number; offset: number }): Promise<CmsFormSubmission[]> {
  await findFormRow(db, formId);
  const rows = await db
    .select()
    .from(cmsFormSubmissions)
    .where(eq(cmsFormSubmissions.formId, formId))
    .orderBy(desc(cmsFormSubmissions.createdAt), desc(cmsFormSubmissions.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toSubmission);
}

export async function setSubmissionRead(
  db: Db,
  user: CurrentUser,
  formId: number,
  submissionId: number,
  isRead: boolean,
): Promise<CmsFormSubmission> {
  const form = await findFormRow(db, formId);
  const where = and(eq(cmsFormSubmissions.id, submissionId), eq(cmsFormSubmissions.formId, formId));
  if (!(await db.select({ id: cmsFormSubmissions.id }).from(cmsFormSubmissions).where(where).get())) throw notFound('Submission not found');
  const [rows] = await db.batch([
    db.update(cmsFormSubmissions).set({ isRead }).where(where).returning(),
    auditInsert(db, user, {
      action: isRead ? 'read' : 'update',
      entity: 'form-submission',
      entityId: submissionId,
      summary: `Marked a submission to "${form.name}" as ${isRead ? 'read' : 'unread'}`,
    }),
  ]);
  return toSubmission(rows[0]!);
}

async function findActiveForm(db: Db, id: number) {
  const form = await db
    .select()
    .from(cmsForms)
    .where(and(eq(cmsForms.id, id), eq(cmsForms.isActive, true)))
    .get();
  if (!form) throw notFound('Form not found');
  return form;
}

export async function getPublicForm(db: Db, id: number): Promise<PublicForm> {
  const form = await findActiveForm(db, id);
  return { id: form.id, name: form.name, fields: form.fields };
}

/**
 * A visitor's submission, checked with the form's own rules (the browser used the same) and
 * stored with the form's fields only. Only accepted submissions count towards the visitor's
 * limit, so someone correcting mistakes is never locked out.
 */
export async function submitForm(db: Db, id: number, body: unknown, visitor: string, now = new Date()): Promise<{ id: number }> {
  const form = await findActiveForm(db, id);
  const data = parseOrThrow(submissionSchema(form.fields), body);
  await hitRateLimit(db, `form-submission:${visitor}`, SUBMISSION_LIMIT, now);
  const [inserted] = await db.batch([
    db.insert(cmsFormSubmissions).values({ formId: id, data, createdAt: now.toISOString() }).returning({ id: cmsFormSubmissions.id }),
    db
      .update(cmsForms)
      .set({ submitCount: sql`${cmsForms.submitCount} + 1` })
      .where(eq(cmsForms.id, id)),
  ]);
  return inserted[0]!;
}
