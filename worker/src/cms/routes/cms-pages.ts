import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env';
import { currentUser } from '../../accounts/public';
import { idParam } from '../../lib/params';
import { valid } from '../../lib/validate';
import { pageSchema, pageUpdateSchema } from '../../schemas/cms-pages';
import { createPage, deletePage, getPage, listPages, updatePage } from '../services/cms-pages';

const pageId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'id', 'Page not found');

/** /api/cms/pages (editors; cms.ts guards the whole area). */
export const cmsPageRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listPages(c.var.db), 200))
  .post('/', valid('json', pageSchema), async (c) => c.json(await createPage(c.var.db, currentUser(c), c.req.valid('json')), 201))
  .get('/:id', async (c) => c.json(await getPage(c.var.db, pageId(c)), 200))
  .patch('/:id', valid('json', pageUpdateSchema), async (c) =>
    c.json(await updatePage(c.var.db, currentUser(c), pageId(c), c.req.valid('json')), 200),
  )
  .delete('/:id', async (c) => {
    await deletePage(c.var.db, currentUser(c), pageId(c));
    return c.json({ ok: true as const }, 200);
  });
