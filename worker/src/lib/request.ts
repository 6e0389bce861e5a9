import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../platform/env';
import { log, requestFields } from './log';

/**
 * The visitor's address, which per-address limits count (sign-in, registration, giving,
 * forms, page views). A header is only as good as whoever set it last, so only these are
 * trusted (docs/decisions/0015-client-address.md):
 * - on Cloudflare's runtime (the request has `request.cf`), CF-Connecting-IP: the edge sets
 *   it and overwrites whatever the client sent. npm start's workerd plays the edge on this
 *   machine: it drops a client's own value and Miniflare fills it from the socket
 *   (scripts/lib/workerd-client-address.ts). wrangler dev (npm run dev) passes a client's own
 *   value through, but listens on loopback only;
 * - on any other host, the header its own proxy overwrites, named by CLIENT_IP_HEADER
 *   (`X-Real-IP`, say), or `none` for no header at all.
 * A value that is not an IPv4 or IPv6 address names no one.
 */
function trustedAddress(c: Context<AppEnv>): string | null {
  const named = c.env.CLIENT_IP_HEADER?.trim();
  const header = named ? (named.toLowerCase() === 'none' ? null : named) : c.req.raw.cf ? 'cf-connecting-ip' : null;
  const value = header ? c.req.header(header)?.trim() : undefined;
  return value && /^[0-9A-Fa-f:.]{2,45}$/.test(value) ? value : null;
}

/** Read first, while `c.req.raw` is still the request as it arrived (a body limit may copy it later, and a copy outside workerd has no `cf`). */
export const readClientAddress: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('clientAddress', trustedAddress(c));
  await next();
};

/** What every visitor without a trusted address is counted as. */
const UNKNOWN_ADDRESS = 'unknown';
let warned = false;

/**
 * The address for a per-address limit. Without a trusted one, every such visitor shares one
 * count (a limit still holds, for all of them together): on a misconfigured host that is
 * loud, not silent, since the first such request of each isolate logs a warning.
 */
export function clientIp(c: Context<AppEnv>): string {
  const address = c.var.clientAddress;
  if (address) return address;
  if (!warned) {
    warned = true;
    log('warn', 'client_address.unknown', {
      ...requestFields(c),
      message:
        'No trusted client address (no request.cf, or CLIENT_IP_HEADER names a header this request lacks): per-address limits count every such visitor together.',
    });
  }
  return UNKNOWN_ADDRESS;
}

/** Runs after the response is sent; `app.request()` in tests has no ExecutionContext, so it is awaited there. */
export async function afterResponse(c: Context, work: Promise<unknown>): Promise<void> {
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    await work;
  }
}
