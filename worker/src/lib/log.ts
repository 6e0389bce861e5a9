import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

/** Structured JSON logs (Workers Logs indexes them); never pass secrets or donor emails. */
export function log(level: 'info' | 'warn' | 'error', event: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, event, time: new Date().toISOString(), ...fields });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}

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
    requestId: c.var.requestId,
    userId: user.id,
    role: user.role,
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
  });
};
