import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../platform/env';

/** Structured JSON logs (Workers Logs indexes them); never pass secrets or donor emails. */
export function log(level: 'info' | 'warn' | 'error', event: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, event, time: new Date().toISOString(), ...fields });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}

/** The longest client-sent request id kept, and the characters kept of it: enough to find theirs, never a log line's worth. */
const CLIENT_ID_MAX = 64;

/**
 * Every request gets an id of the worker's own, sent back as X-Request-Id and put on every log
 * line. A client's X-Request-Id (a proxy's, say) is kept apart as clientRequestId, cut to 64
 * plain characters, so a client can neither choose the id our lines are found by nor write
 * into them.
 */
export const requestIds: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = crypto.randomUUID();
  c.set('requestId', id);
  const theirs = c.req
    .header('x-request-id')
    ?.replace(/[^\w.:-]/g, '')
    .slice(0, CLIENT_ID_MAX);
  if (theirs) c.set('clientRequestId', theirs);
  c.header('X-Request-Id', id);
  await next();
};

/** The request's ids for a log line: ours, and the client's when it sent one. */
export const requestFields = (c: Context<AppEnv>) =>
  c.var.clientRequestId ? { requestId: c.var.requestId, clientRequestId: c.var.clientRequestId } : { requestId: c.var.requestId };

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every change an editor or admin makes (CMS, moderation, campaigns) is logged once it has
 * succeeded: who (by id), what (method and path, which hold only ids and slugs) and the
 * outcome. The audit log in the database says what changed; this ties it to the request.
 */
export const logStaffWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const user = c.var.user;
  if (!user || user.role === 'member' || !WRITES.has(c.req.method) || c.res.status >= 400) return;
  log('info', 'staff.action', {
    ...requestFields(c),
    userId: user.id,
    role: user.role,
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
  });
};
