import { Hono, type Context } from 'hono';
import type { AppEnv } from '../env';
import { currentUser, requireMember } from '../lib/auth';
import { ApiError } from '../lib/errors';
import { idParam } from '../lib/params';
import { LIVE_MEMBER_HEADER, LIVE_NAME_HEADER, LIVE_PRESENCE_HEADER } from '../live/protocol';
import { liveStub, memberChannel, roomChannel } from '../live/publish';
import { ROOM_NOT_FOUND } from '../schemas/chat';
import { openRoom } from '../services/chat-rooms';
import { displayNameOf } from '../services/messages-people';

const LIVE_UNAVAILABLE = 'Live updates are not available here. New messages appear when you reload.';

/** A WebSocket request from this site (a browser sends cookies with a WebSocket from any site, so a page elsewhere must not listen in). */
function assertSameSiteSocket(c: Context<AppEnv>): void {
  if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
    throw new ApiError('upgrade_required', 'This address takes a WebSocket connection.');
  }
  const origin = c.req.header('origin');
  if (origin && origin !== new URL(c.req.url).origin) throw new ApiError('forbidden', 'Cross-site request refused.');
}

/** Hands the socket to a channel's Durable Object, saying who the signed-in member is (from the session cookie, never the request). */
async function connect(c: Context<AppEnv>, channel: string, { presence = false } = {}): Promise<Response> {
  const user = currentUser(c);
  const stub = liveStub(c.env, channel);
  if (!stub) throw new ApiError('unavailable', LIVE_UNAVAILABLE);
  const upgraded = await stub.fetch('https://live.internal/connect', {
    headers: {
      Upgrade: 'websocket',
      [LIVE_MEMBER_HEADER]: String(user.id),
      [LIVE_NAME_HEADER]: encodeURIComponent(displayNameOf(user)),
      ...(presence ? { [LIVE_PRESENCE_HEADER]: '1' } : {}),
    },
  });
  // A fresh response: the object's has immutable headers, and the middleware adds some.
  return new Response(null, { status: upgraded.status, webSocket: upgraded.webSocket });
}

/**
 * GET /api/live: the signed-in member's live channel, a WebSocket to their own Durable Object
 * (live/live-hub.ts). GET /api/live/rooms/:id: a chat room's channel (decision 0027), open while
 * the member has the room on screen; it carries the room's messages and who is here now.
 */
export const liveRoutes = new Hono<AppEnv>()
  .get('/', requireMember, async (c) => {
    assertSameSiteSocket(c);
    return connect(c, memberChannel(currentUser(c).id));
  })
  .get('/rooms/:id', requireMember, async (c) => {
    assertSameSiteSocket(c);
    const room = await openRoom(c.var.db, idParam(c, 'id', ROOM_NOT_FOUND));
    return connect(c, roomChannel(room.id), { presence: true });
  });
