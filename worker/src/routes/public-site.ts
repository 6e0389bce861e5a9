import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../env';
import { sha256Hex } from '../lib/crypto';
import { etagMatches } from '../lib/etag';
import { idParam } from '../lib/params';
import { clientIp } from '../lib/request';
import { valid } from '../lib/validate';
import { getPublicForm, submitForm } from '../services/cms-form-submissions';
import { getPublicMenu } from '../services/cms-menus';
import { countPageView, getPublicPage } from '../services/cms-public-pages';

/** Anyone may send a form; its own fields are checked by the service, against the form. */
const answers = v.looseObject({}, 'Send the form answers as a JSON object');

/**
 * Shared caches in front of the site (a CDN or proxy) may keep public pages and menus for a
 * minute; browsers always ask again (cheaply, with the ETag). Cloudflare does not store a
 * Worker's own responses unless it uses the Cache API, which it does not yet (issue 8).
 */
const PUBLIC_CACHE = 'public, max-age=0, s-maxage=60';

/** A public answer with its ETag, or 304 when the browser's copy is still right. */
async function cachedJson<T>(c: Context<AppEnv>, version: string, body: T) {
  const etag = `W/"${(await sha256Hex(version)).slice(0, 32)}"`;
  c.header('Cache-Control', PUBLIC_CACHE);
  c.header('ETag', etag);
  if (etagMatches(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
  return c.json(body, 200);
}

const formId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'id', 'Form not found');

/** What visitors see of the CMS, signed in or not: pages, forms and menus. */
export const publicSiteRoutes = new Hono<AppEnv>()
  .get('/pages/:slug', async (c) => {
    const { page, version } = await getPublicPage(c.var.db, c.req.param('slug'));
    return cachedJson(c, version, page);
  })
  .post('/pages/:slug/views', async (c) => {
    await countPageView(c.var.db, c.req.param('slug'), clientIp(c));
    return c.body(null, 204);
  })
  .get('/forms/:id', async (c) => c.json(await getPublicForm(c.var.db, formId(c)), 200))
  .post('/forms/:id/submissions', valid('json', answers), async (c) => c.json(await submitForm(c.var.db, formId(c), c.req.valid('json'), clientIp(c)), 201))
  .get('/menus/:location', async (c) => {
    const { menu, version } = await getPublicMenu(c.var.db, c.req.param('location'));
    return cachedJson(c, version, menu);
  });
