import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env';
import { currentUser, requireMember } from '../../accounts/public';
import { idParam, listenableKindParam } from '../../lib/params';
import { valid } from '../../lib/validate';
import { bookmarkSchema } from '../../schemas/bookmarks';
import { addBookmark, deleteBookmark, listBookmarks } from '../services/bookmarks';

/** A member's own bookmarks in episodes and books: the member always comes from the session. */
export const bookmarkRoutes = new Hono<AppEnv>()
  .use(requireMember)
  .get('/:kind/:id', async (c) => c.json(await listBookmarks(c.var.db, currentUser(c).id, listenableKindParam(c), idParam(c)), 200))
  // 201 for a new bookmark; 200 with the one already kept when the same is sent again (a replay from offline).
  .post('/:kind/:id', valid('json', bookmarkSchema), async (c) => {
    const { bookmark, created } = await addBookmark(c.var.db, currentUser(c).id, listenableKindParam(c), idParam(c), c.req.valid('json'));
    return created ? c.json(bookmark, 201) : c.json(bookmark, 200);
  })
  .delete('/:id', async (c) => {
    await deleteBookmark(c.var.db, currentUser(c).id, idParam(c, 'id', 'Bookmark not found'));
    return c.json({ ok: true as const }, 200);
  });
