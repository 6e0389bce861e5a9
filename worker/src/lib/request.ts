import type { Context } from 'hono';

/** The visitor's address as Cloudflare reports it; "local" under wrangler dev and tests. */
export const clientIp = (c: Context) => c.req.header('cf-connecting-ip') ?? 'local';

/** Runs after the response is sent; `app.request()` in tests has no ExecutionContext, so it is awaited there. */
export async function afterResponse(c: Context, work: Promise<unknown>): Promise<void> {
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    await work;
  }
}
