import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { requireMember } from '../lib/auth';
import { idParam } from '../lib/params';
import { valid } from '../lib/validate';
import { pageQuerySchema, searchQuerySchema } from '../schemas/paging';
import { getNews, listNews, searchNews } from '../services/news';

export const newsRoutes = new Hono<AppEnv>()
  .use(requireMember)
  .get('/', valid('query', pageQuerySchema), async (c) => c.json(await listNews(c.var.db, c.req.valid('query')), 200))
  .get('/search', valid('query', searchQuerySchema), async (c) => c.json(await searchNews(c.var.db, c.req.valid('query').q), 200))
  .get('/:id', async (c) => c.json(await getNews(c.var.db, idParam(c, 'id', 'Article not found')), 200));
