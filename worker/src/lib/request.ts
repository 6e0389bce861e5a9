import type { Context } from 'hono';

/** The visitor's address as Cloudflare reports it; "local" under wrangler dev and tests. */
export const clientIp = (c: Context) => c.req.header('cf-connecting-ip') ?? 'local';
