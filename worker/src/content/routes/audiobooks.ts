import { Hono } from 'hono';
import { queueRelease } from '../../notifications/public';
import * as v from 'valibot';
import type { AppEnv } from '../../platform/env';
import { currentUser, requireEditor, requireMember, siteOrigin } from '../../accounts/public';
import { sharedRead } from '../../lib/member-cache';
import { idParam } from '../../lib/params';
import { valid } from '../../lib/validate';
import { audiobookSchema, audiobookUpdateSchema } from '../../schemas/content-admin';
import { pageQuerySchema, searchQuerySchema } from '../../schemas/paging';
import {
  getAudiobook,
  listAudiobookCategories,
  listAudiobooks,
  listFavourites,
  searchAudiobooks,
  setFavourite,
} from '../services/audiobooks';
import { createAudiobook, deleteAudiobook, updateAudiobook } from '../../cms/public';

const listQuery = v.object({
  ...pageQuerySchema.entries,
  category: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'category must be at most 100 characters'))),
});

const bookId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'id', 'Book not found');

// Members browse, listen and keep favourites; editors and admins also add and change books
// (the guard comes before validation, so a member is told 403 rather than what is wrong).
export const audiobookRoutes = new Hono<AppEnv>()
  .use(requireMember)
  .get('/', valid('query', listQuery), async (c) => {
    const { category, ...page } = c.req.valid('query');
    const query = { ...page, category: category || undefined };
    return c.json(await sharedRead(c, 'audiobooks', 'list', query, (db) => listAudiobooks(db, query)), 200);
  })
  .get('/search', valid('query', searchQuerySchema), async (c) => c.json(await searchAudiobooks(c.var.db, c.req.valid('query').q), 200))
  .get('/categories', async (c) => c.json(await sharedRead(c, 'audiobooks', 'categories', {}, listAudiobookCategories), 200))
  .get('/favourites', async (c) => c.json(await listFavourites(c.var.db, currentUser(c).id), 200))
  .get('/:id', async (c) => c.json(await getAudiobook(c.var.db, bookId(c), currentUser(c).id), 200))
  .put('/:id/favourite', async (c) => c.json(await setFavourite(c.var.db, currentUser(c).id, bookId(c), true), 200))
  .delete('/:id/favourite', async (c) => c.json(await setFavourite(c.var.db, currentUser(c).id, bookId(c), false), 200))
  .post('/', requireEditor, valid('json', audiobookSchema), async (c) => {
    const created = await createAudiobook(c.var.db, currentUser(c), c.req.valid('json'));
    // Members hear of it through the queue, so publishing stays quick however many they are.
    if (created.status === 'published')
      await queueRelease(c.env, c.var.db, { kind: 'new-audiobook', id: created.id, origin: siteOrigin(c) });
    return c.json(created, 201);
  })
  .patch('/:id', requireEditor, valid('json', audiobookUpdateSchema), async (c) => {
    const updated = await updateAudiobook(c.var.db, currentUser(c), bookId(c), c.req.valid('json'));
    // Only when this change publishes it; members already told are never told again.
    if (c.req.valid('json').status === 'published' && updated.status === 'published')
      await queueRelease(c.env, c.var.db, { kind: 'new-audiobook', id: updated.id, origin: siteOrigin(c) });
    return c.json(updated, 200);
  })
  .delete('/:id', requireEditor, async (c) => {
    await deleteAudiobook(c.var.db, currentUser(c), bookId(c));
    return c.json({ ok: true as const }, 200);
  });
