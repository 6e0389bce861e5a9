import type { LiveCloseKind } from '../../schemas/live';

/** Between the worker and its live channels (live-hub.ts): who is connecting, and what to send. */
export const LIVE_MEMBER_HEADER = 'X-Live-Member-Id';
export const LIVE_NAME_HEADER = 'X-Live-Member-Name';
/** Set on a room's sockets: its listeners are told who is here whenever that changes (decision 0027). */
export const LIVE_PRESENCE_HEADER = 'X-Live-Presence';
/** The session a socket was opened with (its public id) and when that session ends, in ms (decision 0047). */
export const LIVE_SESSION_HEADER = 'X-Live-Session';
export const LIVE_SESSION_ENDS_HEADER = 'X-Live-Session-Ends';

/** Events for everyone listening on one channel, each sent as its own frame, in order. */
export type PublishBody = { events: unknown[] };

/**
 * Closes one member's sockets on a channel: those whose session is not in `keep` (the member's
 * sessions still live), or every one of theirs when `keep` is left out.
 */
export type CloseBody = { memberId: number; keep?: string[]; close: LiveCloseKind };
