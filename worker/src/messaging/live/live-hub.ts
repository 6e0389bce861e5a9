/**
 * One live channel (docs/decisions/0024-messages-and-live-channels.md): a Durable Object that
 * holds the WebSockets of everyone listening on it and relays what the worker publishes.
 * `member:{id}` is one member's channel (all their tabs and devices); `room:{id}` is a chat room's
 * (docs/decisions/0027-chat-rooms.md), whose listeners also hear who is here when that changes.
 *
 * It uses the WebSocket Hibernation API: sockets are accepted with `ctx.acceptWebSocket`, and
 * the runtime answers the client's "ping" with "pong" itself (setWebSocketAutoResponse), so an
 * idle member costs no memory or duration: the object can be evicted with its sockets open.
 * Nothing is stored here. D1 is the store of record; a socket only ever receives, and a client
 * that was away catches up from the API.
 *
 * Each socket remembers whose session opened it and when that session ends (decision 0047):
 * the worker closes the sockets of a session that ends (`/close`), a socket whose session's end
 * has passed hears nothing more, and one member holds at most MAX_SOCKETS_PER_MEMBER here.
 *
 * A plain class (not `extends DurableObject` from cloudflare:workers) so the worker's module
 * graph still loads in the Node-side worker tests; the runtime calls the same handlers. It is
 * the module's only export: workerd takes every export of a script as a handler or a class.
 */
import { LIVE_CLOSE, MAX_SOCKETS_PER_MEMBER, type LiveCloseKind } from '../../schemas/live';
import {
  LIVE_MEMBER_HEADER,
  LIVE_NAME_HEADER,
  LIVE_PRESENCE_HEADER,
  LIVE_SESSION_ENDS_HEADER,
  LIVE_SESSION_HEADER,
  type CloseBody,
  type PublishBody,
} from './protocol';

/**
 * What each socket remembers across hibernation (serializeAttachment): its member, the session
 * that opened it (public id) and that session's end (ms), and a room's display name and presence.
 */
type Listener = { memberId: number; session?: string; ends?: number; name: string; since: string; presence?: boolean };

/** WebSocket.READY_STATE_OPEN: a socket this object closed stays listed until its client answers. */
const OPEN = 1;
const isOpen = (socket: WebSocket) => socket.readyState === OPEN;

/**
 * How many times a LiveHub was constructed in this isolate. An object whose sockets hibernated
 * is evicted, and constructed again by the next event: the hibernation bench
 * (scripts/bench/hibernation.ts) counts those wakes through `/stats`.
 */
let constructedInIsolate = 0;

export class LiveHub implements DurableObject {
  private readonly constructedAt = new Date().toISOString();

  constructor(
    private readonly ctx: DurableObjectState,
    _env: unknown,
  ) {
    constructedInIsolate += 1;
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  async fetch(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === '/connect') return this.accept(request);
    if (pathname === '/publish' && request.method === 'POST') return this.publish((await request.json()) as PublishBody);
    if (pathname === '/close' && request.method === 'POST') return this.closeMember((await request.json()) as CloseBody);
    if (pathname === '/listeners') return Response.json({ listeners: this.listeners() });
    // Internal only (no route forwards here): whether this object was evicted and made again.
    if (pathname === '/stats')
      return Response.json({ sockets: this.ctx.getWebSockets().length, constructedAt: this.constructedAt, constructedInIsolate });
    return new Response('Not found', { status: 404 });
  }

  private accept(request: Request): Response {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') return new Response('Expected a WebSocket', { status: 426 });
    const memberId = Number(request.headers.get(LIVE_MEMBER_HEADER));
    if (!Number.isInteger(memberId) || memberId < 1) return new Response('No member', { status: 400 });
    const ends = Number(request.headers.get(LIVE_SESSION_ENDS_HEADER));
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, [String(memberId)]);
    const listener: Listener = {
      memberId,
      ...(request.headers.get(LIVE_SESSION_HEADER) ? { session: request.headers.get(LIVE_SESSION_HEADER)! } : {}),
      ...(ends > 0 ? { ends } : {}),
      name: decodeURIComponent(request.headers.get(LIVE_NAME_HEADER) ?? ''),
      since: new Date().toISOString(),
      ...(request.headers.get(LIVE_PRESENCE_HEADER) ? { presence: true } : {}),
    };
    server.serializeAttachment(listener);
    const replaced = this.overCap(memberId);
    for (const socket of replaced) close(socket, 'replaced');
    if (listener.presence) this.tellPresence(new Set(replaced));
    return new Response(null, { status: 101, webSocket: client });
  }

  /**
   * The member's oldest sockets beyond MAX_SOCKETS_PER_MEMBER (decision 0047): the newest is the
   * window they are looking at, the oldest most likely one they left. Without a cap one member's
   * sixty sockets made every arrival's presence sixty frames, and each of theirs sixty more.
   */
  private overCap(memberId: number): WebSocket[] {
    const theirs = this.ctx.getWebSockets(String(memberId)).filter(isOpen);
    const since = (socket: WebSocket) => (socket.deserializeAttachment() as Listener).since;
    // A stable sort: sockets accepted in the same millisecond stay in the order the runtime lists them.
    theirs.sort((a, b) => since(a).localeCompare(since(b)));
    return theirs.slice(0, Math.max(0, theirs.length - MAX_SOCKETS_PER_MEMBER));
  }

  /**
   * Sends each event, in order, to every open socket whose session has not reached its end;
   * answers how many sockets took them. A socket past its session's end is closed to reconnect:
   * if the session was used (and so renewed) since it opened, the new socket carries the new end.
   */
  private publish({ events }: PublishBody): Response {
    const frames = events.map((event) => JSON.stringify(event));
    const now = Date.now();
    let delivered = 0;
    for (const socket of this.ctx.getWebSockets().filter(isOpen)) {
      const { ends } = socket.deserializeAttachment() as Listener;
      if (ends !== undefined && ends <= now) {
        close(socket, 'reconnect');
        continue;
      }
      try {
        for (const frame of frames) socket.send(frame);
        delivered += 1;
      } catch {
        // Closing as we send: its client reconnects and catches up from the API.
      }
    }
    return Response.json({ delivered });
  }

  /** Closes a member's sockets whose session ended (or all of theirs); answers how many closed. */
  private closeMember({ memberId, keep, close: kind }: CloseBody): Response {
    const keeping = keep && new Set(keep);
    const closing = this.ctx
      .getWebSockets(String(memberId))
      .filter((socket) => isOpen(socket) && !keeping?.has((socket.deserializeAttachment() as Listener).session ?? ''));
    for (const socket of closing) close(socket, kind);
    if (closing.some((socket) => (socket.deserializeAttachment() as Listener).presence)) this.tellPresence(new Set(closing));
    return Response.json({ closed: closing.length });
  }

  private listeners(): Listener[] {
    return this.ctx
      .getWebSockets()
      .filter(isOpen)
      .map((socket) => socket.deserializeAttachment() as Listener);
  }

  /**
   * A room's "who is here now", one entry per member however many tabs they hold, to every
   * socket of the room: on each arrival and departure (the only times a room's object wakes
   * for presence; it is never polled). `leaving` are the sockets closing now.
   */
  private tellPresence(leaving: ReadonlySet<WebSocket> = new Set()): void {
    const sockets = this.ctx.getWebSockets().filter((s) => isOpen(s) && !leaving.has(s));
    const here = new Map<number, string>();
    for (const socket of sockets) {
      const l = socket.deserializeAttachment() as Listener;
      if (l.presence) here.set(l.memberId, l.name);
    }
    const frame = JSON.stringify({ type: 'presence', here: [...here].map(([id, displayName]) => ({ id, displayName })) });
    for (const socket of sockets) {
      try {
        socket.send(frame);
      } catch {
        // Closing as we send.
      }
    }
  }

  // Clients send nothing but "ping" (answered by the runtime without waking the object).
  webSocketMessage(): void {}

  webSocketClose(socket: WebSocket, code: number, reason: string): void {
    if ((socket.deserializeAttachment() as Listener | null)?.presence) this.tellPresence(new Set([socket]));
    try {
      socket.close(code === 1005 || code === 1006 ? 1000 : code, reason);
    } catch {
      // Already closed (the runtime may have answered the close itself).
    }
  }

  webSocketError(): void {}
}

/** Closes a socket on purpose, with the code the SPA acts on (schemas/live.ts). */
function close(socket: WebSocket, kind: LiveCloseKind): void {
  try {
    socket.close(LIVE_CLOSE[kind].code, LIVE_CLOSE[kind].reason);
  } catch {
    // Already closing.
  }
}
