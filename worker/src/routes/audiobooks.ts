import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../env';
import { currentUser, requireMember } from '../lib/auth';
import { idParam } from '../lib/params';
import { valid } from '../lib/validate';
import { pageQuerySchema, searchQuerySchema } from '../schemas/paging';
import { getAudiobook, listAudiobookCategories, listAudiobooks, listFavourites, searchAudiobooks, setFavourite } from '../services/audiobooks';

const listQuery = v.object({
  ...pageQuerySchema.entries,
  category: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'category must be at most 100 characters'))),
});

export const audiobookRoutes = new Hono<AppEnv>()
  .use(requireMember)
  .get('/', valid('query', listQuery), async (c) => {
    const { category, ...page } = c.req.valid('query');
    return c.json(await listAudiobooks(c.var.db, { ...page, category: category || undefined }), 200);
  })
  .get('/search', valid('query', searchQuerySchema), async (c) => c.json(await searchAudiobooks(c.var.db, c.req.valid('query').q), 200))
  .get('/categories', async (c) => c.json(await listAudiobookCategories(c.var.db), 200))
  .get('/favourites', async (c) => c.json(await listFavourites(c.var.db, currentUser(c).id), 200))
  .get('/:id', async (c) => c.json(await getAudiobook(c.var.db, idParam(c, 'id', 'Book not found'), currentUser(c).id), 200))
  .put('/:id/favourite', async (c) => c.json(await setFavourite(c.var.db, currentUser(c).id, idParam(c, 'id', 'Book not found'), true), 200))
  .delete('/:id/favourite', async (c) => c.json(await setFavourite(c.var.db, currentUser(c).id, idParam(c, 'id', 'Book not found'), false), 200));
