import { and, asc, desc, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../../db/client';
import { cmsMenus } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { CurrentUser } from '../../schemas/auth';
import type { CmsMenu, menuSchema, menuUpdateSchema, PublicMenu } from '../../schemas/cms-menus';
import { auditInsert, insertedId } from './audit';

type MenuRow = typeof cmsMenus.$inferSelect;
type NewMenu = v.InferOutput<typeof menuSchema>;
type MenuChanges = v.InferOutput<typeof menuUpdateSchema>;

const toCmsMenu = (r: MenuRow): CmsMenu => ({ id: r.id, name: r.name, location: r.location, isActive: r.isActive, items: r.items });

export async function listMenus(db: Db): Promise<CmsMenu[]> {
  const rows = await db.select().from(cmsMenus).orderBy(asc(cmsMenus.location), asc(cmsMenus.name), asc(cmsMenus.id));
  return rows.map(toCmsMenu);
}

async function findMenuRow(db: Db, id: number): Promise<MenuRow> {
  const row = await db.select().from(cmsMenus).where(eq(cmsMenus.id, id)).get();
  if (!row) throw notFound('Menu not found');
  return row;
}

export const getMenu = async (db: Db, id: number): Promise<CmsMenu> => toCmsMenu(await findMenuRow(db, id));

export async function createMenu(db: Db, user: CurrentUser, input: NewMenu, now = new Date()): Promise<CmsMenu> {
  const at = now.toISOString();
  const [rows] = await db.batch([
    db
      .insert(cmsMenus)
      .values({ ...input, createdAt: at, updatedAt: at })
      .returning(),
    auditInsert(db, user, {
      action: 'create',
      entity: 'menu',
      entityId: insertedId,
      summary: `Created menu "${input.name}" (${input.location})`,
    }),
  ]);
  return toCmsMenu(rows[0]!);
}

export async function updateMenu(db: Db, user: CurrentUser, id: number, changes: MenuChanges, now = new Date()): Promise<CmsMenu> {
  const menu = await findMenuRow(db, id);
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<
    typeof cmsMenus.$inferInsert
  >;
  const [rows] = await db.batch([
    db
      .update(cmsMenus)
      .set({ ...set, updatedAt: now.toISOString() })
      .where(eq(cmsMenus.id, id))
      .returning(),
    auditInsert(db, user, {
      action: 'update',
      entity: 'menu',
      entityId: id,
      summary: `Updated menu "${changes.name ?? menu.name}" (${changes.location ?? menu.location})`,
    }),
  ]);
  return toCmsMenu(rows[0]!);
}

export async function deleteMenu(db: Db, user: CurrentUser, id: number): Promise<void> {
  const menu = await findMenuRow(db, id);
  await db.batch([
    db.delete(cmsMenus).where(eq(cmsMenus.id, id)),
    auditInsert(db, user, { action: 'delete', entity: 'menu', entityId: id, summary: `Deleted menu "${menu.name}" (${menu.location})` }),
  ]);
}

/**
 * Several menus may share a location; the active one edited last is the one shown.
 * `version` changes whenever the answer does (the route's ETag).
 */
export async function getPublicMenu(db: Db, location: string): Promise<{ menu: PublicMenu; version: string }> {
  const row = await db
    .select()
    .from(cmsMenus)
    .where(and(eq(cmsMenus.location, location.toLowerCase()), eq(cmsMenus.isActive, true)))
    .orderBy(desc(cmsMenus.updatedAt), desc(cmsMenus.id))
    .get();
  if (!row) throw notFound('Menu not found');
  return { menu: { name: row.name, location: row.location, items: row.items }, version: `${row.id}:${row.updatedAt}` };
}
