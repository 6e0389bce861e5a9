import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env';
import { currentUser, requireMember } from '../../accounts/public';
import { idParam } from '../../lib/params';
import { valid } from '../../lib/validate';
import { draftSchema } from '../../schemas/drafts';
import { deleteDraft, listDrafts, saveDraft } from '../services/community-drafts';

/**
 * A member's own forum drafts (decision 0038): the member always comes from the session.
 * Keeping a draft publishes nothing, so it is allowed while unconfirmed or suspended.
 */
export const communityDraftRoutes = new Hono<AppEnv>()
  .use(requireMember)
  .get('/drafts', async (c) => c.json(await listDrafts(c.var.db, currentUser(c).id), 200))
  .put('/drafts', valid('json', draftSchema), async (c) => c.json(await saveDraft(c.var.db, currentUser(c), c.req.valid('json')), 200))
  .delete('/drafts/:id', async (c) => {
    await deleteDraft(c.var.db, currentUser(c).id, idParam(c, 'id', 'Draft not found'));
    return c.json({ ok: true as const }, 200);
  });
