/** Between the worker and its live channels (live-hub.ts): who is connecting, and what to send. */
export const LIVE_MEMBER_HEADER = 'X-Live-Member-Id';
export const LIVE_NAME_HEADER = 'X-Live-Member-Name';
/** Set on a room's sockets: its listeners are told who is here whenever that changes (decision 0027). */
export const LIVE_PRESENCE_HEADER = 'X-Live-Presence';

/** Events for everyone listening on one channel, each sent as its own frame, in order. */
export type PublishBody = { events: unknown[] };
