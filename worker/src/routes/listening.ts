import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { currentUser, requireMember } from '../lib/auth';
import { notFound } from '../lib/errors';
import { idParam } from '../lib/params';
import { valid } from '../lib/validate';
import { LISTENABLE_KINDS, positionSchema, type ListenableKind } from '../schemas/listening';
import { getPosition, listUnfinished, savePosition } from '../services/listening';

const kindParam = (raw: string): ListenableKind => {
  if (!(LISTENABLE_KINDS as readonly string[]).includes(raw)) throw notFound();
  return raw as ListenableKind;
};

/** Where each member stopped listening, per episode and per book ("resume where you left off"). */
export const listeningRoutes = new Hono<AppEnv>()
  .use(requireMember)
  // "Continue listening": what the member started and did not finish, newest first.
  .get('/', async (c) => c.json({ items: await listUnfinished(c.var.db, currentUser(c).id) }, 200))
  .get('/:kind/:id', async (c) => c.json(await getPosition(c.var.db, currentUser(c).id, kindParam(c.req.param('kind')), idParam(c)), 200))
  .put('/:kind/:id', valid('json', positionSchema), async (c) =>
    c.json(
      await savePosition(c.var.db, currentUser(c).id, kindParam(c.req.param('kind')), idParam(c), c.req.valid('json').positionSeconds),
      200,
    ),
  );
