import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../env';
import { valid } from '../lib/validate';
import { pageQuerySchema } from '../schemas/paging';
import { listAdminAudiobooks } from '../services/audiobooks-admin';
import { listAdminNews } from '../services/news-admin';
import { listAdminEpisodes } from '../services/podcasts-admin';

/** A page of the editors' list, optionally only titles containing `q`. */
const listQuery = v.object({
  ...pageQuerySchema.entries,
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'q must be at most 200 characters'))),
});

/**
 * The editors' lists of the member services' content, drafts included (/api/cms/news,
 * /podcasts, /audiobooks; cms.ts already requires an editor). Writes go to /api/news,
 * /api/podcasts and /api/audiobooks, beside the members' reads.
 */
export const cmsContentRoutes = new Hono<AppEnv>()
  .get('/news', valid('query', listQuery), async (c) => c.json(await listAdminNews(c.var.db, c.req.valid('query')), 200))
  .get('/podcasts', valid('query', listQuery), async (c) => c.json(await listAdminEpisodes(c.var.db, c.req.valid('query')), 200))
  .get('/audiobooks', valid('query', listQuery), async (c) => c.json(await listAdminAudiobooks(c.var.db, c.req.valid('query')), 200));
