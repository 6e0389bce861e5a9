import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { requireMember } from '../lib/auth';
import { idParam } from '../lib/params';
import { valid } from '../lib/validate';
import { pageQuerySchema } from '../schemas/paging';
import { getEpisode, listEpisodes } from '../services/podcasts';

export const podcastRoutes = new Hono<AppEnv>()
  .use(requireMember)
  .get('/', valid('query', pageQuerySchema), async (c) => c.json(await listEpisodes(c.var.db, c.req.valid('query')), 200))
  .get('/:id', async (c) => c.json(await getEpisode(c.var.db, idParam(c, 'id', 'Episode not found')), 200));
