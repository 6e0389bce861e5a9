import { app } from '../../src/index';
import type { Env } from '../../src/platform/env';

const ORIGIN = 'http://localhost';

type Init = { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> };

/** Calls the Hono app as a same-origin browser would (JSON body, Origin header, cookie). */
export function call(env: Env, path: string, { method = 'GET', body, cookie, headers = {} }: Init = {}) {
  const h: Record<string, string> = { ...headers };
  if (cookie) h.cookie = cookie;
  if (method !== 'GET' && method !== 'HEAD') h.origin ??= ORIGIN;
  if (body !== undefined) h['content-type'] ??= 'application/json';
  return app.request(
    `${ORIGIN}${path}`,
    { method, headers: h, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) },
    env,
  );
}

export const sessionCookieFrom = (res: Response) => /(?:^|,\s*)(session=[^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
