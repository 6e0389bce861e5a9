import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../platform/env';
import { idParam } from '../../lib/params';
import { cachedJson } from '../../lib/public-cache';
import { clientIp } from '../../lib/request';
import { valid } from '../../lib/validate';
import { getPublicForm, submitForm } from '../services/cms-form-submissions';
import { getPublicMenu } from '../services/cms-menus';
import { countPageView, getPublicPage } from '../services/cms-public-pages';

/**
 * Anyone may send a form; its own fields are checked by the service, against the form. Typed
 * for the typed client as what a form takes (text, or a tick for a checkbox); anything else
 * still reaches the form's own checks and their messages.
 */
const answers = v.looseObject({}, 'Send the form answers as a JSON object') as v.GenericSchema<Record<string, string | boolean>>;

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
  .get('/forms/:id', async (c) => {
    const form = await getPublicForm(c.var.db, formId(c));
    // A form's fields are public and change rarely: the edge may keep them a minute, like pages.
    return cachedJson(c, JSON.stringify(form), form);
  })
  .post('/forms/:id/submissions', valid('json', answers), async (c) =>
    c.json(await submitForm(c.var.db, formId(c), c.req.valid('json'), clientIp(c)), 201),
  )
  .get('/menus/:location', async (c) => {
    const { menu, version } = await getPublicMenu(c.var.db, c.req.param('location'));
    return cachedJson(c, version, menu);
  });
