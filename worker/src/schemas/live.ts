// How a live channel's socket is closed on purpose (docs/decisions/0047), shared by the Durable
// Object (worker/src/messaging/live/live-hub.ts) and the SPA's LiveChannel, which acts on each code.

/** Codes 4000-4999 are the application's own (RFC 6455). */
export const LIVE_CLOSE = {
  /** The socket's session ended (sign-out, revoked, password, account deleted): never reconnect with it. */
  'signed-out': { code: 4401, reason: 'Signed out' },
  /** The member opened more than MAX_SOCKETS_PER_MEMBER on this channel: the oldest gives way, until its tab is looked at again. */
  replaced: { code: 4409, reason: 'Live updates moved to a newer window' },
  /** Something the socket was opened with may have changed (the session's end passed, the member's standing): reconnect now. */
  reconnect: { code: 4000, reason: 'Reconnect' },
} as const;

export type LiveCloseKind = keyof typeof LIVE_CLOSE;

/** Sockets one member may hold on one channel (their own, or one room's): tabs and devices together. */
export const MAX_SOCKETS_PER_MEMBER = 5;
