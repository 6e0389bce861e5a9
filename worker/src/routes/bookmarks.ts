import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { currentUser, requireMember } from '../lib/auth';
import { idParam, listenableKindParam } from '../lib/params';
import { valid } from '../lib/validate';
import { bookmarkSchema } from '../schemas/bookmarks';
import { addBookmark, deleteBookmark, listBookmarks } from '../services/bookmarks';

/** A member's own bookmarks in episodes and books: the member always comes from the session. */
export const bookmarkRoutes = new Hono<AppEnv>()
  .use(requireMember)
  .get('/:kind/:id', async (c) => c.json(await listBookmarks(c.var.db, currentUser(c).id, listenableKindParam(c), idParam(c)), 200))
  .post('/:kind/:id', valid('json', bookmarkSchema), async (c) =>
    c.json(await addBookmark(c.var.db, currentUser(c).id, listenableKindParam(c), idParam(c), c.req.valid('json')), 201),
  )
  .delete('/:id', async (c) => {
    await deleteBookmark(c.var.db, currentUser(c).id, idParam(c, 'id', 'Bookmark not found'));
    return c.json({ ok: true as const }, 200);
  });
