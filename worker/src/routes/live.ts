import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { currentUser, requireMember } from '../lib/auth';
import { ApiError } from '../lib/errors';
import { LIVE_MEMBER_HEADER, LIVE_NAME_HEADER } from '../live/protocol';
import { liveStub, memberChannel } from '../live/publish';

const LIVE_UNAVAILABLE = 'Live updates are not available here. New messages appear when you reload.';

/**
 * GET /api/live: the signed-in member's live channel, a WebSocket to their own Durable Object
 * (live/live-hub.ts). The member comes from the session cookie, never the request. A browser
 * sends cookies with a WebSocket from any site, so the Origin must be this site's (a page
 * elsewhere must not listen in on a member's messages).
 */
export const liveRoutes = new Hono<AppEnv>().get('/', requireMember, async (c) => {
  if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
    throw new ApiError('upgrade_required', 'This address takes a WebSocket connection.');
  }
  const origin = c.req.header('origin');
  if (origin && origin !== new URL(c.req.url).origin) throw new ApiError('forbidden', 'Cross-site request refused.');
  const user = currentUser(c);
  const stub = liveStub(c.env, memberChannel(user.id));
  if (!stub) throw new ApiError('unavailable', LIVE_UNAVAILABLE);
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const upgraded = await stub.fetch('https://live.internal/connect', {
    headers: { Upgrade: 'websocket', [LIVE_MEMBER_HEADER]: String(user.id), [LIVE_NAME_HEADER]: encodeURIComponent(name) },
  });
  // A fresh response: the object's has immutable headers, and the middleware adds some.
  return new Response(null, { status: upgraded.status, webSocket: upgraded.webSocket });
});
