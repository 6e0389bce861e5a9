import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env';
import { currentUser } from '../../accounts/public';
import { idParam } from '../../lib/params';
import { valid } from '../../lib/validate';
import { menuSchema, menuUpdateSchema } from '../../schemas/cms-menus';
import { createMenu, deleteMenu, getMenu, listMenus, updateMenu } from '../services/cms-menus';

const menuId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'id', 'Menu not found');

/** /api/cms/menus (editors; cms.ts guards the whole area). */
export const cmsMenuRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listMenus(c.var.db), 200))
  .post('/', valid('json', menuSchema), async (c) => c.json(await createMenu(c.var.db, currentUser(c), c.req.valid('json')), 201))
  .get('/:id', async (c) => c.json(await getMenu(c.var.db, menuId(c)), 200))
  .patch('/:id', valid('json', menuUpdateSchema), async (c) =>
    c.json(await updateMenu(c.var.db, currentUser(c), menuId(c), c.req.valid('json')), 200),
  )
  .delete('/:id', async (c) => {
    await deleteMenu(c.var.db, currentUser(c), menuId(c));
    return c.json({ ok: true as const }, 200);
  });
