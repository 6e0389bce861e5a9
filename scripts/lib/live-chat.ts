// Members talking, for npm run bench (delivery latency) and npm run load (the chat phase):
// conversations made through the API as members make them, and each member's live channel
// (GET /api/live) opened as the browser opens it: the session cookie, the site's own Origin.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { LiveEvent } from '../../worker/src/schemas/messages';
import { keepAlive, send } from '../bench/http';

export interface LiveSocket {
  socket: WebSocket;
  /** Every event received, with the moment it arrived (performance.now()). */
  events: { at: number; event: LiveEvent }[];
  /** Called with each event as it arrives. */
  onEvent: ((event: LiveEvent, at: number) => void) | null;
  closed: boolean;
}

/** Opens a WebSocket with headers (Node's WebSocket, undici's, takes them; a browser's sends its cookie itself). */
function openOnce(url: string, headers: Record<string, string>): Promise<WebSocket> {
  const socket = new WebSocket(url, { headers } as never);
  return new Promise((resolve, reject) => {
    socket.addEventListener('open', () => resolve(socket), { once: true });
    socket.addEventListener('error', () => reject(new Error(`Could not open ${url}`)), { once: true });
  });
}

/** A few tries: on this shared two-core machine an upgrade now and then fails under load, as a browser's would, and it retries. */
export async function openSocket(url: string, headers: Record<string, string>): Promise<WebSocket> {
  if (typeof WebSocket === 'undefined') throw new Error('Live sockets need WebSocket: Node 22, or Node 20 with --experimental-websocket');
  for (let attempt = 1; ; attempt++) {
    try {
      return await openOnce(url, headers);
    } catch (error) {
      if (attempt === 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}

/** Opens one socket after another (50 upgrades at once can overrun a loaded machine). */
export async function inTurn<T, R>(items: readonly T[], open: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (const [i, item] of items.entries()) out.push(await open(item, i));
  return out;
}

/** Keeps every event a socket receives, with when it arrived; answers "pong" waiters too. */
export function wrapSocket(socket: WebSocket): LiveSocket & { ping: () => Promise<number> } {
  const pongs: Array<() => void> = [];
  const live: LiveSocket & { ping: () => Promise<number> } = {
    socket,
    events: [],
    onEvent: null,
    closed: false,
    /** The round trip of "ping" to "pong" (answered by the runtime without waking the object), in ms. */
    ping: () =>
      new Promise((resolve) => {
        const started = performance.now();
        pongs.push(() => resolve(performance.now() - started));
        socket.send('ping');
      }),
  };
  socket.addEventListener('message', (e) => {
    const at = performance.now();
    if (typeof e.data !== 'string') return;
    if (e.data === 'pong') return pongs.shift()?.();
    const event = JSON.parse(e.data) as LiveEvent;
    live.events.push({ at, event });
    live.onEvent?.(event, at);
  });
  socket.addEventListener('close', () => (live.closed = true));
  return live;
}

const wsUrl = (base: URL, path: string) => {
  const url = new URL(path, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
};

/** A member's live channel, as their browser opens it. */
export async function openLive(base: URL, cookie: string) {
  return wrapSocket(await openSocket(wsUrl(base, '/api/live'), { Cookie: cookie, Origin: base.origin }));
}

/** A member's socket on one chat room's channel (decision 0027), as the room's screen opens it. */
export async function openRoomLive(base: URL, cookie: string, roomId: number) {
  return wrapSocket(await openSocket(wsUrl(base, `/api/live/rooms/${roomId}`), { Cookie: cookie, Origin: base.origin }));
}

/** A listener on the bench's floor relay (scripts/bench/floor-worker.ts), by name. */
export async function openFloorListener(base: URL, floorHeaders: Record<string, string>, name: string) {
  return wrapSocket(await openSocket(wsUrl(base, `/echo/${name}`), floorHeaders));
}

export interface Conversation {
  id: number;
  /** Member indexes (into the members list), the starter first. */
  members: number[];
}

/**
 * Groups of `size` members, each started by its first member with a first message, and
 * accepted by the others (a first message from someone never talked with is a request).
 */
export async function startConversations(base: URL, cookies: string[], ids: number[], size: number): Promise<Conversation[]> {
  const agent = keepAlive(8);
  try {
    const groups = Array.from({ length: Math.floor(ids.length / size) }, (_, g) => Array.from({ length: size }, (_, i) => g * size + i));
    return await Promise.all(
      groups.map(async (group, g) => {
        const [starter, ...others] = group;
        const started = await send(base, agent, {
          method: 'POST',
          path: '/api/messages/conversations',
          headers: { Cookie: cookies[starter!]! },
          body: {
            memberIds: others.map((i) => ids[i]!),
            title: size > 2 ? `Group ${g + 1}` : null,
            body: 'Welcome, everyone',
            clientId: randomUUID(),
          },
        });
        if (started.status !== 201) throw new Error(`Starting a conversation answered ${started.status}: ${started.body.toString()}`);
        const id = (JSON.parse(started.body.toString()) as { conversation: { id: number } }).conversation.id;
        for (const i of others) {
          const accepted = await send(base, agent, {
            method: 'POST',
            path: `/api/messages/conversations/${id}/accept`,
            // No body: workerd closes a kept-alive connection after a request whose body the worker never read.
            headers: { Cookie: cookies[i]!, Origin: base.origin, 'Content-Length': '0' },
          });
          if (accepted.status !== 200) throw new Error(`Accepting answered ${accepted.status}: ${accepted.body.toString()}`);
        }
        return { id, members: group };
      }),
    );
  } finally {
    agent.destroy();
  }
}
