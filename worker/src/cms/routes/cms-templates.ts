import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env';
import { currentUser } from '../../accounts/public';
import { idParam } from '../../lib/params';
import { valid } from '../../lib/validate';
import { templateSchema, templateUpdateSchema } from '../../schemas/cms-templates';
import { createTemplate, deleteTemplate, duplicateTemplate, getTemplate, listTemplates, updateTemplate } from '../services/cms-templates';

const templateId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'id', 'Template not found');

/** /api/cms/templates (editors; cms.ts guards the whole area). */
export const cmsTemplateRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listTemplates(c.var.db), 200))
  .post('/', valid('json', templateSchema), async (c) => c.json(await createTemplate(c.var.db, currentUser(c), c.req.valid('json')), 201))
  .get('/:id', async (c) => c.json(await getTemplate(c.var.db, templateId(c)), 200))
  .patch('/:id', valid('json', templateUpdateSchema), async (c) =>
    c.json(await updateTemplate(c.var.db, currentUser(c), templateId(c), c.req.valid('json')), 200),
  )
  .delete('/:id', async (c) => {
    await deleteTemplate(c.var.db, currentUser(c), templateId(c));
    return c.json({ ok: true as const }, 200);
  })
  .post('/:id/duplicate', async (c) => c.json(await duplicateTemplate(c.var.db, currentUser(c), templateId(c)), 201));
