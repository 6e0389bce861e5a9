import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import * as t from '../../src/db/schema';

// CMS rows written straight to the tables, for tests that need them to exist already.

let sequence = 0;
const next = () => `${Date.now().toString(36)}${(++sequence).toString(36)}`;

export async function makePage(db: Db, overrides: Partial<typeof t.cmsPages.$inferInsert> = {}) {
  const key = next();
  const [row] = await db
    .insert(t.cmsPages)
    .values({ title: `Page ${key}`, slug: `page-${key}`, body: 'Some words', status: 'published', ...overrides })
    .returning();
  return row!;
}

export async function makeTemplate(db: Db, overrides: Partial<typeof t.cmsTemplates.$inferInsert> = {}) {
  const [row] = await db
    .insert(t.cmsTemplates)
    .values({ name: `Template ${next()}`, category: 'Information', body: '# Heading\n\nStarter text', ...overrides })
    .returning();
  return row!;
}

export const contactFields: t.FormField[] = [
  { name: 'name', label: 'Your name', type: 'text', required: true },
  { name: 'email', label: 'Email', type: 'email', required: true },
  { name: 'message', label: 'Message', type: 'textarea', required: false },
  { name: 'subscribe', label: 'Send me the newsletter', type: 'checkbox', required: false },
];

export async function makeForm(db: Db, overrides: Partial<typeof t.cmsForms.$inferInsert> = {}) {
  const [row] = await db
    .insert(t.cmsForms)
    .values({ name: `Form ${next()}`, fields: contactFields, ...overrides })
    .returning();
  return row!;
}

export async function makeSubmission(db: Db, formId: number, overrides: Partial<typeof t.cmsFormSubmissions.$inferInsert> = {}) {
  const [row] = await db
    .insert(t.cmsFormSubmissions)
    .values({ formId, data: { name: 'Sam', email: 'sam@example.test' }, ...overrides })
    .returning();
  return row!;
}

export async function makeMenu(db: Db, overrides: Partial<typeof t.cmsMenus.$inferInsert> = {}) {
  const [row] = await db
    .insert(t.cmsMenus)
    .values({ name: `Menu ${next()}`, location: `spot${next()}`, items: [{ label: 'Home', url: '/' }], ...overrides })
    .returning();
  return row!;
}

export async function makeRedirect(db: Db, overrides: Partial<typeof t.cmsRedirects.$inferInsert> = {}) {
  const [row] = await db
    .insert(t.cmsRedirects)
    .values({ fromUrl: `/old-${next()}`, toUrl: '/news', statusCode: 301, ...overrides })
    .returning();
  return row!;
}

/** The audit entries for one entity, newest first. */
export function auditOf(db: Db, entity: string, entityId: number) {
  return db
    .select()
    .from(t.auditLog)
    .where(and(eq(t.auditLog.entity, entity), eq(t.auditLog.entityId, String(entityId))))
    .orderBy(desc(t.auditLog.id));
}

/** A visitor address of its own, so per-address limits in one test never touch another's. */
let visitors = 0;
export const visitor = () => ({ 'cf-connecting-ip': `2001:db8:1::${(++visitors).toString(16)}` });
