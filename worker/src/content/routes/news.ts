import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env';
import { currentUser, requireEditor, requireMember } from '../../accounts/public';
import { sharedRead } from '../../lib/member-cache';
import { idParam } from '../../lib/params';
import { valid } from '../../lib/validate';
import { newsArticleSchema, newsArticleUpdateSchema } from '../../schemas/content-admin';
import { pageQuerySchema, searchQuerySchema } from '../../schemas/paging';
import { getNews, listNews, searchNews } from '../services/news';
import { createNews, deleteNews, updateNews } from '../../cms/public';

const articleId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'id', 'Article not found');

// Members read (the lists and articles from the edge once a member has asked: lib/member-cache.ts); editors and admins also write (the guard comes before validation, so a
// member is told 403 rather than what is wrong with the article).
export const newsRoutes = new Hono<AppEnv>()
  .use(requireMember)
  .get('/', valid('query', pageQuerySchema), async (c) => {
    const page = c.req.valid('query');
    return c.json(await sharedRead(c, 'news', 'list', page, (db) => listNews(db, page)), 200);
  })
  .get('/search', valid('query', searchQuerySchema), async (c) => c.json(await searchNews(c.var.db, c.req.valid('query').q), 200))
  .get('/:id', async (c) => {
    const id = articleId(c);
    return c.json(await sharedRead(c, 'news', `item/${id}`, {}, (db) => getNews(db, id)), 200);
  })
  .post('/', requireEditor, valid('json', newsArticleSchema), async (c) =>
    c.json(await createNews(c.var.db, currentUser(c), c.req.valid('json')), 201),
  )
  .patch('/:id', requireEditor, valid('json', newsArticleUpdateSchema), async (c) =>
    c.json(await updateNews(c.var.db, currentUser(c), articleId(c), c.req.valid('json')), 200),
  )
  .delete('/:id', requireEditor, async (c) => {
    await deleteNews(c.var.db, currentUser(c), articleId(c));
    return c.json({ ok: true as const }, 200);
  });
