import { Hono } from 'hono';
import { queueRelease } from '../../notifications/public';
import type { AppEnv } from '../../platform/env';
import { currentUser, refuseSuspended, requireEditor, requireMember, siteOrigin } from '../../accounts/public';
import { sharedRead } from '../../lib/member-cache';
import { idParam } from '../../lib/params';
import { valid } from '../../lib/validate';
import { episodeSchema, episodeUpdateSchema } from '../../schemas/content-admin';
import { episodeFeedbackSchema } from '../../schemas/feedback';
import { pageQuerySchema } from '../../schemas/paging';
import { submitEpisodeFeedback } from '../services/feedback';
import { hitRateLimit } from '../../accounts/public';
import { getEpisode, listEpisodes } from '../services/podcasts';
import { createEpisode, deleteEpisode, updateEpisode } from '../../cms/public';

const episodeId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'id', 'Episode not found');

// Members listen and send feedback; editors and admins also publish (the guard comes
// before validation, so a member is told 403 rather than what is wrong with the episode).
export const podcastRoutes = new Hono<AppEnv>()
  .use(requireMember)
  .get('/', valid('query', pageQuerySchema), async (c) => {
    const page = c.req.valid('query');
    return c.json(await sharedRead(c, 'podcasts', 'list', page, (db) => listEpisodes(db, page)), 200);
  })
  .get('/:id', async (c) => {
    const id = episodeId(c);
    return c.json(await sharedRead(c, 'podcasts', `item/${id}`, {}, (db) => getEpisode(db, id)), 200);
  })
  .post('/:id/feedback', refuseSuspended, valid('json', episodeFeedbackSchema), async (c) => {
    const user = currentUser(c);
    const id = episodeId(c);
    await hitRateLimit(c.var.db, `feedback:${user.id}`, {
      limit: 10,
      windowSeconds: 3600,
      message: 'You have sent a lot of feedback this hour. Please try again later.',
    });
    return c.json(await submitEpisodeFeedback(c.var.db, user, id, c.req.valid('json')), 201);
  })
  .post('/', requireEditor, valid('json', episodeSchema), async (c) => {
    const created = await createEpisode(c.var.db, currentUser(c), c.req.valid('json'));
    // Members hear of it through the queue, so publishing stays quick however many they are.
    if (created.status === 'published') await queueRelease(c.env, c.var.db, { kind: 'new-episode', id: created.id, origin: siteOrigin(c) });
    return c.json(created, 201);
  })
  .patch('/:id', requireEditor, valid('json', episodeUpdateSchema), async (c) => {
    const updated = await updateEpisode(c.var.db, currentUser(c), episodeId(c), c.req.valid('json'));
    // Only when this change publishes it; members already told are never told again.
    if (c.req.valid('json').status === 'published' && updated.status === 'published')
      await queueRelease(c.env, c.var.db, { kind: 'new-episode', id: updated.id, origin: siteOrigin(c) });
    return c.json(updated, 200);
  })
  .delete('/:id', requireEditor, async (c) => {
    await deleteEpisode(c.var.db, currentUser(c), episodeId(c));
    return c.json({ ok: true as const }, 200);
  });
