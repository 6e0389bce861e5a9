import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env';
import { currentUser, requireMember } from '../../accounts/public';
import { idParam } from '../../lib/params';
import { valid } from '../../lib/validate';
import { savedQuerySchema } from '../../schemas/saved';
import { listSaved, savedOnPost, setCommentSaved, setPostSaved } from '../services/community-saved';

const postId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'id', 'Post not found');
const commentId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'id', 'Comment not found');

/**
 * A member's saved posts and comments (issue 20): the member always comes from the session.
 * Saving publishes nothing, so it is allowed while unconfirmed or suspended.
 */
export const communitySavedRoutes = new Hono<AppEnv>()
  .use(requireMember)
  .get('/saved', valid('query', savedQuerySchema), async (c) =>
    c.json(await listSaved(c.var.db, currentUser(c), c.req.valid('query').page), 200),
  )
  .get('/posts/:id/saved', async (c) => c.json(await savedOnPost(c.var.db, currentUser(c), postId(c)), 200))
  .put('/posts/:id/saved', async (c) => c.json(await setPostSaved(c.var.db, currentUser(c), postId(c), true), 200))
  .delete('/posts/:id/saved', async (c) => c.json(await setPostSaved(c.var.db, currentUser(c), postId(c), false), 200))
  .put('/comments/:id/saved', async (c) => c.json(await setCommentSaved(c.var.db, currentUser(c), commentId(c), true), 200))
  .delete('/comments/:id/saved', async (c) => c.json(await setCommentSaved(c.var.db, currentUser(c), commentId(c), false), 200));
