// The floors for npm run bench: the least a Hono app on workerd can do per request, and the
// same plus one D1 round trip (the portal's D1 database) or one Cache API hit, to tell our code's
// cost from D1's and the cache's.
// `/echo` is the floor of message delivery: a bare worker that relays a POST to the listeners'
// Durable Objects, which send it to their WebSockets (Hibernation API), the portal's own path
// (scripts/bench/messages.ts) without the session, D1 or any of our code. Two more floors store
// the message before relaying it, as a message must be (issue 16), with nothing else:
// `?stored=d1` writes one row to D1 first (the least a design with D1 as the store of record
// can do), and `?stored=object` hands it to a conversation's object, which writes it to its own
// SQLite storage and relays it (the design decision 0024 proposes).
import { Hono } from 'hono';

type Bindings = { DB: D1Database; ECHO: DurableObjectNamespace; ROOM: DurableObjectNamespace };
type Relay = { to: string[]; event: { message?: { clientId?: string } } };

/** Sends one event to each listener's object, which sends it to its sockets. */
const relay = (ns: DurableObjectNamespace, to: string[], body: string) =>
  Promise.all(to.map((name) => ns.get(ns.idFromName(name)).fetch('https://echo/publish', { method: 'POST', body })));

// Made once per isolate: the statement the D1 floor runs is then one insert.
let d1Table: Promise<unknown> | undefined;

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
  const stored = c.req.query('stored');
  if (stored === 'object') {
    // One call: the conversation's object stores and relays.
    const text = await c.req.text();
    const room = c.env.ROOM.get(c.env.ROOM.idFromName(c.req.query('conversation') ?? ''));
    return new Response((await room.fetch('https://room/send', { method: 'POST', body: text })).body, { status: 201 });
  }
  const { to, event } = await c.req.json<Relay>();
  const body = JSON.stringify(event);
  if (stored === 'd1') {
    d1Table ??= c.env.DB.exec('CREATE TABLE IF NOT EXISTS bench_floor_messages (id INTEGER PRIMARY KEY, client_id TEXT UNIQUE, body TEXT)');
    await d1Table;
    await c.env.DB.prepare('INSERT INTO bench_floor_messages (client_id, body) VALUES (?, ?) ON CONFLICT DO NOTHING')
      .bind(event.message?.clientId ?? null, body)
      .run();
  }
  await relay(c.env.ECHO, to, body);
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

/**
 * A conversation's object as the store of record: the message is written to the object's own
 * SQLite storage (durable when the call returns: the output gate holds the answer until the
 * write is stored), then relayed to the listeners' objects.
 */
export class EchoRoom implements DurableObject {
  constructor(
    private readonly ctx: DurableObjectState,
    private readonly env: Bindings,
  ) {
    ctx.storage.sql.exec('CREATE TABLE IF NOT EXISTS messages (id INTEGER PRIMARY KEY, client_id TEXT UNIQUE, body TEXT)');
  }

  async fetch(request: Request): Promise<Response> {
    const { to, event } = (await request.json()) as Relay;
    const body = JSON.stringify(event);
    this.ctx.storage.sql.exec(
      'INSERT INTO messages (client_id, body) VALUES (?, ?) ON CONFLICT DO NOTHING',
      event.message?.clientId ?? null,
      body,
    );
    await relay(this.env.ECHO, to, body);
    return Response.json({ ok: true });
  }
}
