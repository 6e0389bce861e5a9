import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../platform/env';
import { currentUser } from '../../accounts/public';
import { idParam } from '../../lib/params';
import { valid } from '../../lib/validate';
import { muteSchema, ROOM_NOT_FOUND, roomMoveSchema, roomSchema, roomUpdateSchema } from '../../schemas/chat';
import { createRoom, listCmsRooms, MEMBER_NOT_FOUND, moveRoom, muteMember, unmuteMember, updateRoom } from '../../messaging/public';

const roomId = (c: Context<AppEnv>) => idParam(c, 'id', ROOM_NOT_FOUND);
const memberId = (c: Context<AppEnv>) => idParam(c, 'memberId', MEMBER_NOT_FOUND);

/** /api/cms/chat-rooms (editors; cms.ts guards the whole area): rooms, their order, slow mode and mutes, all audited. */
export const cmsChatRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listCmsRooms(c.var.db), 200))
  .post('/', valid('json', roomSchema), async (c) => c.json(await createRoom(c.var.db, currentUser(c), c.req.valid('json')), 201))
  .patch('/:id', valid('json', roomUpdateSchema), async (c) =>
    c.json(await updateRoom(c.var.db, currentUser(c), roomId(c), c.req.valid('json')), 200),
  )
  .post('/:id/move', valid('json', roomMoveSchema), async (c) =>
    c.json(await moveRoom(c.var.db, currentUser(c), roomId(c), c.req.valid('json').direction), 200),
  )
  .put('/:id/mutes/:memberId', valid('json', muteSchema), async (c) =>
    c.json(await muteMember(c.var.db, currentUser(c), roomId(c), memberId(c), c.req.valid('json').minutes), 200),
  )
  .delete('/:id/mutes/:memberId', async (c) => c.json(await unmuteMember(c.var.db, currentUser(c), roomId(c), memberId(c)), 200));
