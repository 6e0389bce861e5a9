import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env';
import { currentUser, requireRole } from '../../accounts/public';
import { idParam } from '../../lib/params';
import { valid } from '../../lib/validate';
import { levelSchema } from '../../schemas/members-admin';
import { addLevel, listLevels, removeLevel, renameLevel } from '../../accounts/public';

const levelId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'id', 'Level not found');

/** /api/cms/membership-levels: admins manage the levels members can be given ("Free" always exists). */
export const cmsLevelRoutes = new Hono<AppEnv>()
  .use(requireRole('admin'))
  .get('/', async (c) => c.json(await listLevels(c.var.db), 200))
  .post('/', valid('json', levelSchema), async (c) => c.json(await addLevel(c.var.db, currentUser(c), c.req.valid('json').name), 201))
  .patch('/:id', valid('json', levelSchema), async (c) =>
    c.json(await renameLevel(c.var.db, currentUser(c), levelId(c), c.req.valid('json').name), 200),
  )
  .delete('/:id', async (c) => {
    await removeLevel(c.var.db, currentUser(c), levelId(c));
    return c.json({ ok: true as const }, 200);
  });
