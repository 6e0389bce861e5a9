import { desc, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../../db/client';
import { cmsTemplates } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { CurrentUser } from '../../schemas/auth';
import type { CmsTemplate, templateSchema, templateUpdateSchema } from '../../schemas/cms-templates';
import { auditInsert, insertedId } from './audit';

type TemplateRow = typeof cmsTemplates.$inferSelect;
type NewTemplate = v.InferOutput<typeof templateSchema>;
type TemplateChanges = v.InferOutput<typeof templateUpdateSchema>;

const TEMPLATE_NAME_MAX = 100;
const COPY = ' (copy)';

const toCmsTemplate = (r: TemplateRow): CmsTemplate => ({
  id: r.id,
  name: r.name,
  category: r.category,
  body: r.body,
  usageCount: r.usageCount,
  createdAt: r.createdAt,
});

export async function listTemplates(db: Db): Promise<CmsTemplate[]> {
  const rows = await db.select().from(cmsTemplates).orderBy(desc(cmsTemplates.createdAt), desc(cmsTemplates.id));
  return rows.map(toCmsTemplate);
}

async function findTemplateRow(db: Db, id: number): Promise<TemplateRow> {
  const row = await db.select().from(cmsTemplates).where(eq(cmsTemplates.id, id)).get();
  if (!row) throw notFound('Template not found');
  return row;
}

export const getTemplate = async (db: Db, id: number): Promise<CmsTemplate> => toCmsTemplate(await findTemplateRow(db, id));

export async function createTemplate(db: Db, user: CurrentUser, input: NewTemplate, now = new Date()): Promise<CmsTemplate> {
  const at = now.toISOString();
  const [rows] = await db.batch([
    db
      .insert(cmsTemplates)
      .values({ ...input, createdAt: at, updatedAt: at })
      .returning(),
    auditInsert(db, user, { action: 'create', entity: 'template', entityId: insertedId, summary: `Created template "${input.name}"` }),
  ]);
  return toCmsTemplate(rows[0]!);
}

export async function updateTemplate(
  db: Db,
  user: CurrentUser,
  id: number,
  changes: TemplateChanges,
  now = new Date(),
): Promise<CmsTemplate> {
  const template = await findTemplateRow(db, id);
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<
    typeof cmsTemplates.$inferInsert
  >;
  const [rows] = await db.batch([
    db
      .update(cmsTemplates)
      .set({ ...set, updatedAt: now.toISOString() })
      .where(eq(cmsTemplates.id, id))
      .returning(),
    auditInsert(db, user, {
      action: 'update',
      entity: 'template',
      entityId: id,
      summary: `Updated template "${changes.name ?? template.name}"`,
    }),
  ]);
  return toCmsTemplate(rows[0]!);
}

/** Pages made from it keep their own copy of the body, so nothing else changes. */
export async function deleteTemplate(db: Db, user: CurrentUser, id: number): Promise<void> {
  const template = await findTemplateRow(db, id);
  await db.batch([
    db.delete(cmsTemplates).where(eq(cmsTemplates.id, id)),
    auditInsert(db, user, { action: 'delete', entity: 'template', entityId: id, summary: `Deleted template "${template.name}"` }),
  ]);
}

/** A fresh copy: same category and body, "(copy)" after the name, not yet used by any page. */
export async function duplicateTemplate(db: Db, user: CurrentUser, id: number, now = new Date()): Promise<CmsTemplate> {
  const template = await findTemplateRow(db, id);
  const at = now.toISOString();
  // Cut so the copy's name still fits the form's limit and can be saved after editing.
  const name = `${template.name.slice(0, TEMPLATE_NAME_MAX - COPY.length)}${COPY}`;
  const [rows] = await db.batch([
    db
      .insert(cmsTemplates)
      .values({ name, category: template.category, body: template.body, usageCount: 0, createdAt: at, updatedAt: at })
      .returning(),
    auditInsert(db, user, {
      action: 'duplicate',
      entity: 'template',
      entityId: insertedId,
      summary: `Duplicated template "${template.name}" as "${name}"`,
    }),
  ]);
  return toCmsTemplate(rows[0]!);
}
