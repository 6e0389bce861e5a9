import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env';
import { requireRole } from '../../accounts/public';
import { listMailFailures } from '../../mail/public';

/** /api/cms/mail-failures: mail the queue gave up on, for admins (it names members' addresses). */
export const cmsMailRoutes = new Hono<AppEnv>()
  .use(requireRole('admin'))
  .get('/', async (c) => c.json(await listMailFailures(c.var.db), 200));
