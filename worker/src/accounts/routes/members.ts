import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env';
import { currentUser, requireMember } from '../auth';
import { idParam } from '../../lib/params';
import { getMemberPage } from '../services/profiles';

/** Member pages (/api/members/{id}): for signed-in members only, and never an email. */
export const memberRoutes = new Hono<AppEnv>()
  .use(requireMember)
  .get('/:id', async (c) => c.json(await getMemberPage(c.var.db, idParam(c, 'id', 'Member not found'), currentUser(c).id), 200));
