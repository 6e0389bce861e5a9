import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env';
import { currentUser, requireMember } from '../../accounts/public';
import { flaggedItemsOf } from '../services/flag-outcomes';
import { trustStatus } from '../services/trust-levels';

/**
 * /api/trust: the signed-in member's own trust level with what unlocks the next, and what
 * became of their flagged posts and comments (decision 0034).
 */
export const trustRoutes = new Hono<AppEnv>()
  .use(requireMember)
  .get('/', async (c) => c.json(await trustStatus(c.var.db, currentUser(c)), 200))
  .get('/flags', async (c) => c.json(await flaggedItemsOf(c.var.db, currentUser(c)), 200));
