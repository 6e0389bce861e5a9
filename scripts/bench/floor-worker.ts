// The floors for npm run bench: the least a Hono app on workerd can do per request, and the
// same plus one D1 round trip (the portal's D1 database), to tell our code's cost from D1's.
import { Hono } from 'hono';

const app = new Hono<{ Bindings: { DB: D1Database } }>();
app.get('/', (c) => c.json({ ok: true }));
app.get('/d1', async (c) => c.json(await c.env.DB.prepare('select 1 as ok').first()));

export default app;
