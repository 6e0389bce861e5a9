import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../platform/env';
import { currentUser, requireMember } from '../../accounts/public';
import { ApiError, unauthorized } from '../../lib/errors';
import { idParam } from '../../lib/params';
import { ROOM_NOT_FOUND } from '../../schemas/chat';
import { openRoom } from '../services/chat-rooms';
import { openLiveSocket } from '../live/live-sessions';
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

/**
 * Hands the socket to a channel's Durable Object, saying who the signed-in member is and which
 * session asked (from the session cookie, never the request): the socket closes when that
 * session ends (decision 0047).
 */
async function connect(c: Context<AppEnv>, roomId?: number): Promise<Response> {
  const user = currentUser(c);
  const session = c.var.session;
  if (!session) throw unauthorized();
  const upgraded = await openLiveSocket(c.var.primaryDb, c.env, {
    member: { id: user.id, displayName: displayNameOf(user) },
    session,
    roomId,
  });
  if (!upgraded) throw new ApiError('unavailable', LIVE_UNAVAILABLE);
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
    return connect(c);
  })
  .get('/rooms/:id', requireMember, async (c) => {
    assertSameSiteSocket(c);
    const room = await openRoom(c.var.db, idParam(c, 'id', ROOM_NOT_FOUND));
    return connect(c, room.id);
  });
