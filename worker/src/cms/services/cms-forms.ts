import { and, count, desc, eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../../db/client';
import { cmsFormSubmissions, cmsForms } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { CurrentUser } from '../../schemas/auth';
import type { CmsForm, formSchema, formUpdateSchema } from '../../schemas/cms-forms';
import { auditInsert, insertedId } from './audit';

// The forms editors build. Submissions (editors' reading and the public's sending) are in
// cms-form-submissions.

type FormRow = typeof cmsForms.$inferSelect;
type NewForm = v.InferOutput<typeof formSchema>;
type FormChanges = v.InferOutput<typeof formUpdateSchema>;

const toCmsForm = (r: FormRow, newCount: number): CmsForm => ({
  id: r.id,
  name: r.name,
  isActive: r.isActive,
  submitCount: r.submitCount,
  newCount,
  fields: r.fields,
  createdAt: r.createdAt,
});

/**
 * With each form's unread count, counted per form on the (form_id, is_read) index. A subquery
 * rather than a grouped join, so the list can follow the created_at index instead of sorting.
 */
function formsWithNewCounts(db: Db) {
  const unread = db
    .select({ n: count() })
    .from(cmsFormSubmissions)
    .where(and(eq(cmsFormSubmissions.formId, cmsForms.id), eq(cmsFormSubmissions.isRead, false)));
  return db.select({ form: cmsForms, newCount: sql<number>`${unread}`.mapWith(Number) }).from(cmsForms);
}

export async function listForms(db: Db): Promise<CmsForm[]> {
  const rows = await formsWithNewCounts(db).orderBy(desc(cmsForms.createdAt), desc(cmsForms.id));
  return rows.map((r) => toCmsForm(r.form, r.newCount));
}

export async function findFormRow(db: Db, id: number): Promise<FormRow> {
  const row = await db.select().from(cmsForms).where(eq(cmsForms.id, id)).get();
  if (!row) throw notFound('Form not found');
  return row;
}

export async function getForm(db: Db, id: number): Promise<CmsForm> {
  const row = await formsWithNewCounts(db).where(eq(cmsForms.id, id)).get();
  if (!row) throw notFound('Form not found');
  return toCmsForm(row.form, row.newCount);
}

export async function createForm(db: Db, user: CurrentUser, input: NewForm, now = new Date()): Promise<CmsForm> {
  const at = now.toISOString();
  const [rows] = await db.batch([
    db
      .insert(cmsForms)
      .values({ name: input.name, isActive: input.isActive, fields: input.fields, createdAt: at, updatedAt: at })
      .returning(),
    auditInsert(db, user, { action: 'create', entity: 'form', entityId: insertedId, summary: `Created form "${input.name}"` }),
  ]);
  return toCmsForm(rows[0]!, 0);
}

/**
 * Submissions keep the data they were sent with, so changing or removing a field never
 * loses what people already wrote.
 */
export async function updateForm(db: Db, user: CurrentUser, id: number, changes: FormChanges, now = new Date()): Promise<CmsForm> {
  const form = await findFormRow(db, id);
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<
    typeof cmsForms.$inferInsert
  >;
  await db.batch([
    db
      .update(cmsForms)
      .set({ ...set, updatedAt: now.toISOString() })
      .where(eq(cmsForms.id, id)),
    auditInsert(db, user, { action: 'update', entity: 'form', entityId: id, summary: `Updated form "${changes.name ?? form.name}"` }),
  ]);
  return getForm(db, id);
}

/** Its submissions go with it (the foreign key cascades; deleted here too for connections without it). */
export async function deleteForm(db: Db, user: CurrentUser, id: number): Promise<void> {
  const form = await findFormRow(db, id);
  await db.batch([
    db.delete(cmsFormSubmissions).where(eq(cmsFormSubmissions.formId, id)),
    db.delete(cmsForms).where(eq(cmsForms.id, id)),
    auditInsert(db, user, { action: 'delete', entity: 'form', entityId: id, summary: `Deleted form "${form.name}"` }),
  ]);
}
