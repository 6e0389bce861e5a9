import { Response as MiniflareResponse } from 'miniflare';
import type { Env } from '../../src/platform/env';
import { call } from './request';

/**
 * A socket opened through the worker's own route (GET /api/live or /api/live/rooms/:id) with a
 * member's cookie, as a browser opens one: the session lookup, the hand-over to the channel's
 * Durable Object and the session's re-check all run. Node's Response refuses a 101, so Miniflare's
 * (which carries the socket) stands in while the route answers.
 */
export async function openThroughRoute(env: Env, path: string, cookie: string) {
  const nodeResponse = globalThis.Response;
  globalThis.Response = MiniflareResponse as unknown as typeof Response;
  let res: Response;
  try {
    res = await call(env, path, { cookie, headers: { upgrade: 'websocket' } });
  } finally {
    globalThis.Response = nodeResponse;
  }
  const socket = (res as Response & { webSocket?: WebSocket | null }).webSocket ?? null;
  return { status: res.status, socket: socket && watch(socket) };
}

export type WatchedSocket = ReturnType<typeof watch>;

/** Everything a socket hears (frames parsed, "pong" aside) and how it closed, once it has. */
function watch(socket: WebSocket) {
  const frames: unknown[] = [];
  let closed: { code: number; reason: string } | null = null;
  socket.addEventListener('message', (e) => {
    if (typeof e.data === 'string' && e.data !== 'pong') frames.push(JSON.parse(e.data));
  });
  socket.addEventListener('close', (e) => {
    closed = { code: e.code, reason: e.reason };
  });
  socket.accept();
  const until = async <T>(read: () => T | null | undefined, what: string, ms = 5000): Promise<T> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = read();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}; heard ${JSON.stringify(frames)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return {
    socket,
    frames,
    get closed() {
      return closed;
    },
    /**
     * How the socket was closed, once it is. Locally workerd ends the connection of a socket its
     * object closed only when the object next hibernates (about 10 s), though the close frame
     * itself arrives at once, and nothing after it: hence the long wait.
     */
    closing: () => until(() => closed, 'the socket to close', 15_000),
    /** The first frame that matches, once it arrives. */
    hear: <T = unknown>(match: (frame: T) => boolean) => until(() => (frames as T[]).find(match), 'a matching frame'),
    close: () => {
      try {
        socket.close(1000, 'done');
      } catch {
        // Already closed.
      }
    },
  };
}
