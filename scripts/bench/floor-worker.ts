// The floors for npm run bench: the least a Hono app on workerd can do per request, and the
// same plus one D1 round trip (the portal's D1 database) or one Cache API hit, to tell our code's
// cost from D1's and the cache's.
// `/echo` is the floor of message delivery: a bare worker that relays a POST to the listeners'
// Durable Objects, which send it to their WebSockets (Hibernation API), the portal's own path
// (scripts/bench/messages.ts) without the session, D1 or any of our code.
import { Hono } from 'hono';

type Bindings = { DB: D1Database; ECHO: DurableObjectNamespace };

const app = new Hono<{ Bindings: Bindings }>();
app.get('/', (c) => c.json({ ok: true }));
app.get('/d1', async (c) => c.json(await c.env.DB.prepare('select 1 as ok').first()));
// One Cache API hit (after the first request stores it) of a list-sized JSON body, read as the
// members' edge cache reads one (worker/src/lib/member-cache.ts): what a cached list costs beyond
// the floor, beside what one D1 query costs.
const cachedBody = JSON.stringify(Array.from({ length: 12 }, (_, id) => ({ id, title: 'x'.repeat(60), excerpt: 'y'.repeat(300) })));
app.get('/cache', async (c) => {
  const cache = (caches as unknown as { default: Cache }).default;
  const key = new Request(new URL('/__floor-cache/list', c.req.url).toString());
  const hit = await cache.match(key);
  if (hit) return c.json(await hit.json());
  await cache.put(
    key,
    new Response(cachedBody, { headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, s-maxage=86400' } }),
  );
  return c.json(JSON.parse(cachedBody));
});
app.get('/echo/:name', (c) => c.env.ECHO.get(c.env.ECHO.idFromName(c.req.param('name'))).fetch(c.req.raw));
app.post('/echo', async (c) => {
  const { to, event } = await c.req.json<{ to: string[]; event: unknown }>();
  const body = JSON.stringify(event);
  await Promise.all(to.map((name) => c.env.ECHO.get(c.env.ECHO.idFromName(name)).fetch('https://echo/publish', { method: 'POST', body })));
  return c.json({ ok: true }, 201);
});

/** One listener's channel, as LiveHub is for a member: holds sockets, sends what it is given. */
export class EchoHub implements DurableObject {
  constructor(private readonly ctx: DurableObjectState) {}

  async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() === 'websocket') {
      const { 0: client, 1: server } = new WebSocketPair();
      this.ctx.acceptWebSocket(server);
      return new Response(null, { status: 101, webSocket: client });
    }
    const text = await request.text();
    for (const socket of this.ctx.getWebSockets()) socket.send(text);
    return new Response(null, { status: 204 });
  }

  webSocketMessage(): void {}
  webSocketClose(socket: WebSocket, code: number): void {
    try {
      socket.close(code === 1005 || code === 1006 ? 1000 : code);
    } catch {
      // Already closed.
    }
  }
}

export default app;
