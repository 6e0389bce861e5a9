import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../../db/client';
import { cmsPages, cmsPageViewsDaily, cmsTemplates } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { ApiError, notFound } from '../../lib/errors';
import type { CurrentUser } from '../../schemas/auth';
import { SCHEDULE_MESSAGE, type CmsPage, type pageSchema, type pageUpdateSchema } from '../../schemas/cms-pages';
import { auditInsert, insertedId } from './audit';

// The CMS pages as editors manage them. What the public sees (and page views) is in
// cms-public-pages.

type PageRow = typeof cmsPages.$inferSelect;
type NewPage = v.InferOutput<typeof pageSchema>;
type PageChanges = v.InferOutput<typeof pageUpdateSchema>;

const SLUG_TAKEN = 'That slug is already used by another page';
const NO_SLUG = 'Add a slug: the title has no letters or numbers to make one from';

const slugTaken = () => new ApiError('conflict', SLUG_TAKEN, { slug: [SLUG_TAKEN] });
/** Two requests may both pass assertSlugFree; the unique index refuses the second, with the same 409. */
const slugRace = (error: unknown): never => {
  throw isUniqueViolation(error) ? slugTaken() : error;
};

const toCmsPage = (r: PageRow): CmsPage => ({
  id: r.id,
  title: r.title,
  slug: r.slug,
  body: r.body,
  status: r.status,
  publishAt: r.publishAt,
  viewCount: r.viewCount,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

export async function listPages(db: Db): Promise<CmsPage[]> {
  const rows = await db.select().from(cmsPages).orderBy(desc(cmsPages.updatedAt), desc(cmsPages.id));
  return rows.map(toCmsPage);
}

async function findPageRow(db: Db, id: number): Promise<PageRow> {
  const row = await db.select().from(cmsPages).where(eq(cmsPages.id, id)).get();
  if (!row) throw notFound('Page not found');
  return row;
}

export const getPage = async (db: Db, id: number): Promise<CmsPage> => toCmsPage(await findPageRow(db, id));

async function assertSlugFree(db: Db, slug: string, exceptId?: number): Promise<void> {
  const clash = await db
    .select({ id: cmsPages.id })
    .from(cmsPages)
    .where(exceptId === undefined ? eq(cmsPages.slug, slug) : and(eq(cmsPages.slug, slug), ne(cmsPages.id, exceptId)))
    .get();
  if (clash) throw slugTaken();
}

/** A page may start from a template: its body is used when the page has none, and its usage count goes up. */
export async function createPage(db: Db, user: CurrentUser, input: NewPage, now = new Date()): Promise<CmsPage> {
  if (!input.slug) throw new ApiError('bad_request', NO_SLUG, { slug: [NO_SLUG] });
  await assertSlugFree(db, input.slug);
  const template = input.templateId ? await db.select().from(cmsTemplates).where(eq(cmsTemplates.id, input.templateId)).get() : undefined;
  if (input.templateId && !template) throw new ApiError('bad_request', 'Template not found', { templateId: ['Template not found'] });
  const at = now.toISOString();
  const insert = db
    .insert(cmsPages)
    .values({
      title: input.title,
      slug: input.slug,
      body: input.body || template?.body || '',
      status: input.status,
      publishAt: input.publishAt,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  const audit = auditInsert(db, user, {
    action: 'create',
    entity: 'page',
    entityId: insertedId,
    summary: `Created page "${input.title}" (/${input.slug})`,
  });
  if (!template) {
    const [rows] = await db.batch([insert, audit]).catch(slugRace);
    return toCmsPage(rows[0]!);
  }
  const [rows] = await db
    .batch([
      insert,
      audit,
      db
        .update(cmsTemplates)
        .set({ usageCount: sql`${cmsTemplates.usageCount} + 1` })
        .where(eq(cmsTemplates.id, template.id)),
    ])
    .catch(slugRace);
  return toCmsPage(rows[0]!);
}

/** Only the fields sent change; "scheduled" needs a publish time, sent now or stored already. */
export async function updatePage(db: Db, user: CurrentUser, id: number, changes: PageChanges, now = new Date()): Promise<CmsPage> {
  const page = await findPageRow(db, id);
  const publishAt = changes.publishAt === undefined ? page.publishAt : changes.publishAt || null;
  if ((changes.status ?? page.status) === 'scheduled' && !publishAt)
    throw new ApiError('bad_request', SCHEDULE_MESSAGE, { publishAt: [SCHEDULE_MESSAGE] });
  if (changes.slug !== undefined && changes.slug !== page.slug) await assertSlugFree(db, changes.slug, id);
  const set = Object.fromEntries(Object.entries({ ...changes, publishAt }).filter(([, value]) => value !== undefined)) as Partial<
    typeof cmsPages.$inferInsert
  >;
  const [rows] = await db
    .batch([
      db
        .update(cmsPages)
        .set({ ...set, updatedAt: now.toISOString() })
        .where(eq(cmsPages.id, id))
        .returning(),
      auditInsert(db, user, {
        action: 'update',
        entity: 'page',
        entityId: id,
        summary: `Updated page "${changes.title ?? page.title}" (/${changes.slug ?? page.slug})`,
      }),
    ])
    .catch(slugRace);
  return toCmsPage(rows[0]!);
}

/** Its daily view counts go with it (the foreign key cascades; deleted here too for connections without it). */
export async function deletePage(db: Db, user: CurrentUser, id: number): Promise<void> {
  const page = await findPageRow(db, id);
  await db.batch([
    db.delete(cmsPageViewsDaily).where(eq(cmsPageViewsDaily.pageId, id)),
    db.delete(cmsPages).where(eq(cmsPages.id, id)),
    auditInsert(db, user, { action: 'delete', entity: 'page', entityId: id, summary: `Deleted page "${page.title}" (/${page.slug})` }),
  ]);
}
