import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cmsFormSubmissions, cmsForms, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { parseOrThrow } from '../../lib/validate';
import type { CurrentUser } from '../../schemas/auth';
import { submissionSchema, type CmsFormSubmission, type PublicForm } from '../../schemas/cms-forms';
import { auditInsert } from './audit';
import { findFormRow } from './cms-forms';
import { hitRateLimit, type Limit } from '../../accounts/public';

type SubmissionRow = typeof cmsFormSubmissions.$inferSelect;
type Sender = CmsFormSubmission['member'];

const SUBMISSION_LIMIT: Limit = {
  limit: 10,
  windowSeconds: 60 * 60,
  message: 'You have sent a lot of forms this hour. Please wait a while before sending another.',
};

const toSubmission = (r: SubmissionRow, sender: Sender): CmsFormSubmission => ({
  id: r.id,
  formId: r.formId,
  data: r.data,
  member: sender,
  isRead: r.isRead,
  createdAt: r.createdAt,
});

const senderColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };

/** Newest first, a page at a time, each with the member who sent it (none for a visitor's). */
export async function listSubmissions(db: Db, formId: number, page: { limit: number; offset: number }): Promise<CmsFormSubmission[]> {
  await findFormRow(db, formId);
  const rows = await db
    .select({ submission: cmsFormSubmissions, sender: senderColumns })
    .from(cmsFormSubmissions)
    .leftJoin(users, eq(users.id, cmsFormSubmissions.memberId))
    .where(eq(cmsFormSubmissions.formId, formId))
    .orderBy(desc(cmsFormSubmissions.createdAt), desc(cmsFormSubmissions.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => toSubmission(r.submission, r.sender));
}

async function findSubmission(db: Db, formId: number, submissionId: number) {
  const where = and(eq(cmsFormSubmissions.id, submissionId), eq(cmsFormSubmissions.formId, formId));
  const row = await db
    .select({ submission: cmsFormSubmissions, sender: senderColumns })
    .from(cmsFormSubmissions)
    .leftJoin(users, eq(users.id, cmsFormSubmissions.memberId))
    .where(where)
    .get();
  if (!row) throw notFound('Submission not found');
  return { ...row, where };
}

/** Deletes a response: the form counts one fewer, and the audit log says who removed what. */
export async function deleteSubmission(db: Db, user: CurrentUser, formId: number, submissionId: number): Promise<void> {
  const form = await findFormRow(db, formId);
  const { where, sender } = await findSubmission(db, formId, submissionId);
  await db.batch([
    db.delete(cmsFormSubmissions).where(where),
    db
      .update(cmsForms)
      .set({ submitCount: sql`max(${cmsForms.submitCount} - 1, 0)` })
      .where(eq(cmsForms.id, formId)),
    auditInsert(db, user, {
      action: 'delete',
      entity: 'form-submission',
      entityId: submissionId,
      summary: `Deleted a response to "${form.name}" ${sender ? `from member #${sender.id}` : 'from a visitor (unverified)'}`,
    }),
  ]);
}

export async function setSubmissionRead(
  db: Db,
  user: CurrentUser,
  formId: number,
  submissionId: number,
  isRead: boolean,
): Promise<CmsFormSubmission> {
  const form = await findFormRow(db, formId);
  const { where, sender } = await findSubmission(db, formId, submissionId);
  const [rows] = await db.batch([
    db.update(cmsFormSubmissions).set({ isRead }).where(where).returning(),
    auditInsert(db, user, {
      action: isRead ? 'read' : 'update',
      entity: 'form-submission',
      entityId: submissionId,
      summary: `Marked a submission to "${form.name}" as ${isRead ? 'read' : 'unread'}`,
    }),
  ]);
  return toSubmission(rows[0]!, sender);
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
