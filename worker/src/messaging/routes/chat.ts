import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../platform/env';
import { currentUser, refuseSuspended, requireMember, requireVerifiedToMessage, siteOrigin } from '../../accounts/public';
import { idParam } from '../../lib/params';
import { valid } from '../../lib/validate';
import { mentionQuerySchema, ROOM_NOT_FOUND } from '../../schemas/chat';
import { historyQuerySchema, messageReportSchema, reactionSchema, readMarkSchema, sendMessageSchema } from '../../schemas/messages';
import { deleteRoomMessage, listRoomMessages, reportRoomMessage, sendRoomMessage } from '../services/chat-messages';
import { toggleRoomReaction } from '../services/chat-reactions';
import { announceRoomTyping } from '../services/chat-typing';
import { getRoom, joinRoom, leaveRoom, listRooms, markRoomRead, mentionCandidates } from '../services/chat-rooms';
import { MESSAGE_NOT_FOUND } from '../services/messages';

const roomId = (c: Context<AppEnv>) => idParam(c, 'id', ROOM_NOT_FOUND);
const messageId = (c: Context<AppEnv>) => idParam(c, 'messageId', MESSAGE_NOT_FOUND);

/**
 * Community chat rooms (docs/decisions/0027-chat-rooms.md), for signed-in members. Sending waits
 * for a confirmed address and is refused while suspended, as private messages are; reading,
 * joining, reacting, deleting one's own words and reporting stay open; typing is refused as sending is. A missing or archived room is 404.
 * The rooms' live channel is GET /api/live/rooms/:id (routes/live.ts); editors manage rooms in the CMS.
 */
export const chatRoutes = new Hono<AppEnv>()
  .use(requireMember)
  .get('/rooms', async (c) => c.json(await listRooms(c.var.db, c.env, currentUser(c).id), 200))
  .get('/rooms/:id', async (c) => c.json(await getRoom(c.var.db, c.env, currentUser(c), roomId(c)), 200))
  .post('/rooms/:id/join', async (c) => c.json(await joinRoom(c.var.db, c.env, currentUser(c), roomId(c)), 200))
  .post('/rooms/:id/leave', async (c) => c.json(await leaveRoom(c.var.db, c.env, currentUser(c), roomId(c)), 200))
  .get('/rooms/:id/messages', valid('query', historyQuerySchema), async (c) =>
    c.json(await listRoomMessages(c.var.db, currentUser(c).id, roomId(c), c.req.valid('query')), 200),
  )
  .post('/rooms/:id/messages', requireVerifiedToMessage, refuseSuspended, valid('json', sendMessageSchema), async (c) => {
    const sent = await sendRoomMessage(c.var.db, c.env, currentUser(c), roomId(c), c.req.valid('json'), new Date(), siteOrigin(c));
    return c.json(sent.message, sent.created ? 201 : 200);
  })
  .delete('/rooms/:id/messages/:messageId', async (c) =>
    c.json(await deleteRoomMessage(c.var.db, c.env, currentUser(c), roomId(c), messageId(c)), 200),
  )
  .post('/rooms/:id/messages/:messageId/report', valid('json', messageReportSchema), async (c) => {
    const { id, created } = await reportRoomMessage(c.var.db, currentUser(c).id, roomId(c), messageId(c), c.req.valid('json'));
    return c.json({ id }, created ? 201 : 200);
  })
  .post('/rooms/:id/messages/:messageId/reactions', valid('json', reactionSchema), async (c) =>
    c.json(await toggleRoomReaction(c.var.db, c.env, currentUser(c).id, roomId(c), messageId(c), c.req.valid('json').reaction), 200),
  )
  .post('/rooms/:id/typing', refuseSuspended, async (c) =>
    c.json(await announceRoomTyping(c.var.db, c.env, currentUser(c).id, roomId(c)), 200),
  )
  .post('/rooms/:id/read', valid('json', readMarkSchema), async (c) =>
    c.json(await markRoomRead(c.var.db, currentUser(c).id, roomId(c), c.req.valid('json').lastReadMessageId), 200),
  )
  .get('/rooms/:id/members', valid('query', mentionQuerySchema), async (c) =>
    c.json(await mentionCandidates(c.var.db, currentUser(c).id, roomId(c), c.req.valid('query').q), 200),
  );
