import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../platform/env';
import { currentUser } from '../../accounts/public';
import { idParam } from '../../lib/params';
import { valid } from '../../lib/validate';
import { formSchema, formUpdateSchema } from '../../schemas/cms-forms';
import { pageQuerySchema } from '../../schemas/paging';
import { deleteSubmission, listSubmissions, setSubmissionRead } from '../services/cms-form-submissions';
import { createForm, deleteForm, getForm, listForms, updateForm } from '../services/cms-forms';

const submissionUpdate = v.object({ isRead: v.boolean('isRead must be true or false') });

const formId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'id', 'Form not found');

/** /api/cms/forms and their submissions (editors; cms.ts guards the whole area). */
export const cmsFormRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listForms(c.var.db), 200))
  .post('/', valid('json', formSchema), async (c) => c.json(await createForm(c.var.db, currentUser(c), c.req.valid('json')), 201))
  .get('/:id', async (c) => c.json(await getForm(c.var.db, formId(c)), 200))
  .patch('/:id', valid('json', formUpdateSchema), async (c) =>
    c.json(await updateForm(c.var.db, currentUser(c), formId(c), c.req.valid('json')), 200),
  )
  .delete('/:id', async (c) => {
    await deleteForm(c.var.db, currentUser(c), formId(c));
    return c.json({ ok: true as const }, 200);
  })
  .get('/:id/submissions', valid('query', pageQuerySchema), async (c) =>
    c.json(await listSubmissions(c.var.db, formId(c), c.req.valid('query')), 200),
  )
  .delete('/:id/submissions/:submissionId', async (c) => {
    await deleteSubmission(c.var.db, currentUser(c), formId(c), idParam(c, 'submissionId', 'Submission not found'));
    return c.json({ ok: true as const }, 200);
  })
  .patch('/:id/submissions/:submissionId', valid('json', submissionUpdate), async (c) =>
    c.json(
      await setSubmissionRead(
        c.var.db,
        currentUser(c),
        formId(c),
        idParam(c, 'submissionId', 'Submission not found'),
        c.req.valid('json').isRead,
      ),
      200,
    ),
  );
