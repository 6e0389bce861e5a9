import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env';
import { valid } from '../../lib/validate';
import { adminListQuerySchema } from '../../schemas/paging';
import { listAdminAudiobooks } from '../services/audiobooks-admin';
import { listAdminNews } from '../services/news-admin';
import { listAdminEpisodes } from '../services/podcasts-admin';

/**
 * The editors' lists of the member services' content, drafts included (/api/cms/news,
 * /podcasts, /audiobooks; cms.ts already requires an editor). Writes go to /api/news,
 * /api/podcasts and /api/audiobooks, beside the members' reads.
 */
export const cmsContentRoutes = new Hono<AppEnv>()
  .get('/news', valid('query', adminListQuerySchema), async (c) => c.json(await listAdminNews(c.var.db, c.req.valid('query')), 200))
  .get('/podcasts', valid('query', adminListQuerySchema), async (c) => c.json(await listAdminEpisodes(c.var.db, c.req.valid('query')), 200))
  .get('/audiobooks', valid('query', adminListQuerySchema), async (c) =>
    c.json(await listAdminAudiobooks(c.var.db, c.req.valid('query')), 200),
  );
