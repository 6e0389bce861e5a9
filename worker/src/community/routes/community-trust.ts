import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env';
import { currentUser, requireEditor, requireMember } from '../../accounts/public';
import { idParam } from '../../lib/params';
import { valid } from '../../lib/validate';
import { readingSchema, slowModeSchema } from '../../schemas/trust';
import { clearSlowMode, getSlowMode, setSlowMode } from '../../messaging/public';
import { recordReading } from '../services/trust-levels';

const postId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'id', 'Post not found');

/**
 * The forum's trust pieces beside /api/community (decision 0034): members report time spent
 * reading a post (what levels are earned from), and see a post's slow mode with their own wait;
 * editors turn slow mode on and off.
 */
export const communityTrustRoutes = new Hono<AppEnv>()
  .use(requireMember)
  .post('/posts/:id/reading', valid('json', readingSchema), async (c) =>
    c.json(await recordReading(c.var.db, currentUser(c), postId(c), c.req.valid('json').seconds), 200),
  )
  .get('/posts/:id/slow-mode', async (c) => c.json(await getSlowMode(c.var.db, currentUser(c), postId(c)), 200))
  .put('/posts/:id/slow-mode', requireEditor, valid('json', slowModeSchema), async (c) =>
    c.json(await setSlowMode(c.var.db, currentUser(c), postId(c), c.req.valid('json').minutes), 200),
  )
  .delete('/posts/:id/slow-mode', requireEditor, async (c) => c.json(await clearSlowMode(c.var.db, currentUser(c), postId(c)), 200));
