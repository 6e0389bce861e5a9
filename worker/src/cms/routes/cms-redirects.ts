import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../platform/env';
import { currentUser } from '../../accounts/public';
import { idParam } from '../../lib/params';
import { valid } from '../../lib/validate';
import { redirectSchema, redirectUpdateSchema } from '../../schemas/cms-redirects';
import { createRedirect, deleteRedirect, getRedirect, listRedirects, updateRedirect } from '../services/cms-redirects';

const redirectId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'id', 'Redirect not found');
/** This site's origin: a redirect to a full address on it is checked for loops like a path. */
const siteOrigin = (c: Context) => new URL(c.req.url).origin;

/**
 * /api/cms/redirects (editors; cms.ts guards the whole area). A redirect to another site is an
 * administrator's (services/cms-redirects.ts); lib/redirects serves them.
 */
export const cmsRedirectRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listRedirects(c.var.db), 200))
  .post('/', valid('json', redirectSchema), async (c) =>
    c.json(await createRedirect(c.var.db, currentUser(c), siteOrigin(c), c.req.valid('json')), 201),
  )
  .get('/:id', async (c) => c.json(await getRedirect(c.var.db, redirectId(c)), 200))
  .patch('/:id', valid('json', redirectUpdateSchema), async (c) =>
    c.json(await updateRedirect(c.var.db, currentUser(c), siteOrigin(c), redirectId(c), c.req.valid('json')), 200),
  )
  .delete('/:id', async (c) => {
    await deleteRedirect(c.var.db, currentUser(c), redirectId(c));
    return c.json({ ok: true as const }, 200);
  });
