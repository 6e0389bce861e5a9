import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env';
import { currentUser, requireMember } from '../../accounts/public';
import { idParam, listenableKindParam } from '../../lib/params';
import { valid } from '../../lib/validate';
import { positionSchema } from '../../schemas/listening';
import { getPosition, listUnfinished, savePosition } from '../services/listening';

/** Where each member stopped listening, per episode and per book ("resume where you left off"). */
export const listeningRoutes = new Hono<AppEnv>()
  .use(requireMember)
  // "Continue listening": what the member started and did not finish, newest first.
  .get('/', async (c) => c.json({ items: await listUnfinished(c.var.db, currentUser(c).id) }, 200))
  .get('/:kind/:id', async (c) => c.json(await getPosition(c.var.db, currentUser(c).id, listenableKindParam(c), idParam(c)), 200))
  .put('/:kind/:id', valid('json', positionSchema), async (c) => {
    const { positionSeconds, savedAt } = c.req.valid('json');
    return c.json(await savePosition(c.var.db, currentUser(c).id, listenableKindParam(c), idParam(c), positionSeconds, savedAt), 200);
  });
