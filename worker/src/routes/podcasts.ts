import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { currentUser, requireMember } from '../lib/auth';
import { idParam } from '../lib/params';
import { valid } from '../lib/validate';
import { episodeFeedbackSchema } from '../schemas/feedback';
import { pageQuerySchema } from '../schemas/paging';
import { submitEpisodeFeedback } from '../services/feedback';
import { hitRateLimit } from '../services/rate-limits';
import { getEpisode, listEpisodes } from '../services/podcasts';

export const podcastRoutes = new Hono<AppEnv>()
  .use(requireMember)
  .get('/', valid('query', pageQuerySchema), async (c) => c.json(await listEpisodes(c.var.db, c.req.valid('query')), 200))
  .get('/:id', async (c) => c.json(await getEpisode(c.var.db, idParam(c, 'id', 'Episode not found')), 200))
  .post('/:id/feedback', valid('json', episodeFeedbackSchema), async (c) => {
    const user = currentUser(c);
    const id = idParam(c, 'id', 'Episode not found');
    await hitRateLimit(c.var.db, `feedback:${user.id}`, { limit: 10, windowSeconds: 3600, message: 'You have sent a lot of feedback this hour. Please try again later.' });
    return c.json(await submitEpisodeFeedback(c.var.db, user, id, c.req.valid('json')), 201);
  });
