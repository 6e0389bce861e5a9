import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { PAGE_STATUSES } from '../../schemas/cms-pages';
import { createdAt, id, jsonList, updatedAt } from './columns';
import { users } from './users';

export const cmsPages = sqliteTable(
  'cms_pages',
  {
    id: id(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    body: text('body').notNull().default(''),
    status: text('status', { enum: PAGE_STATUSES }).notNull().default('draft'),
    publishAt: text('publish_at'),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('cms_pages_slug_unique').on(t.slug), index('cms_pages_updated_idx').on(t.updatedAt)],
);

/** Views per page per UTC day: enough for "this week" without a row per view. */
export const cmsPageViewsDaily = sqliteTable(
  'cms_page_views_daily',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => cmsPages.id, { onDelete: 'cascade' }),
    day: text('day').notNull(), // yyyy-MM-dd, UTC
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.day] }), index('cms_page_views_day_idx').on(t.day)],
);

export const cmsTemplates = sqliteTable(
  'cms_templates',
  {
    id: id(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    body: text('body').notNull().default(''),
    usageCount: integer('usage_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('cms_templates_created_idx').on(t.createdAt)],
);

export type FormField = { name: string; label: string; type: 'text' | 'email' | 'textarea' | 'checkbox'; required: boolean };

export const cmsForms = sqliteTable(
  'cms_forms',
  {
    id: id(),
    name: text('name').notNull(),
    fields: jsonList<FormField>('fields'),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    submitCount: integer('submit_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('cms_forms_created_idx').on(t.createdAt)],
);

export const cmsFormSubmissions = sqliteTable(
  'cms_form_submissions',
  {
    id: id(),
    formId: integer('form_id')
      .notNull()
      .references(() => cmsForms.id, { onDelete: 'cascade' }),
    data: text('data', { mode: 'json' }).$type<Record<string, string | boolean>>().notNull(),
    // The signed-in member who sent it (episode feedback), so editors can tell it from a
    // visitor's, which anyone could fill with any name; null for a visitor's (unverified).
    memberId: integer('member_id').references(() => users.id, { onDelete: 'set null' }),
    isRead: integer('is_read', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('cms_submissions_form_created_idx').on(t.formId, t.createdAt),
    index('cms_submissions_unread_idx').on(t.isRead),
    // Each form's unread count, read from the index alone.
    index('cms_submissions_form_unread_idx').on(t.formId, t.isRead),
  ],
);

export type MenuItem = { label: string; url: string };

export const cmsMenus = sqliteTable('cms_menus', {
  id: id(),
  name: text('name').notNull(),
  location: text('location').notNull(),
  isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
  items: jsonList<MenuItem>('items'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const cmsRedirects = sqliteTable(
  'cms_redirects',
  {
    id: id(),
    fromUrl: text('from_url').notNull(),
    toUrl: text('to_url').notNull(),
    statusCode: integer('status_code').notNull().default(301),
    hitCount: integer('hit_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('cms_redirects_from_unique').on(t.fromUrl)],
);

export const cmsMedia = sqliteTable(
  'cms_media',
  {
    id: id(),
    filename: text('filename').notNull(),
    alt: text('alt').notNull().default(''),
    key: text('key').notNull(), // R2 object key, served at /media/{key}
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(), // bytes
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cms_media_key_unique').on(t.key), index('cms_media_created_idx').on(t.createdAt)],
);

/**
 * An R2 multipart upload in progress. The parts' ETags are kept so that a browser that lost
 * its connection can ask which parts arrived and send only the rest (resume).
 */
export const cmsUploads = sqliteTable(
  'cms_uploads',
  {
    uploadId: text('upload_id').primaryKey(),
    key: text('key').notNull(),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    alt: text('alt').notNull().default(''),
    partCount: integer('part_count').notNull(),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('cms_uploads_created_idx').on(t.createdAt)],
);

export const cmsUploadParts = sqliteTable(
  'cms_upload_parts',
  {
    uploadId: text('upload_id')
      .notNull()
      .references(() => cmsUploads.uploadId, { onDelete: 'cascade' }),
    partNumber: integer('part_number').notNull(),
    etag: text('etag').notNull(),
    size: integer('size').notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.partNumber] })],
);

/** Who changed what in the CMS and when: admins read it at /cms-admin (Audit log tab). */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: id(),
    actorId: integer('actor_id'),
    // Copied, so the log still names the person after their account is gone.
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    summary: text('summary').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);
