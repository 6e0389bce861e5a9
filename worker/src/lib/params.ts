import type { Context } from 'hono';
import { notFound } from './errors';

/** A numeric id from the path; anything that cannot be an id is simply not found. */
export function idParam(c: Context, name = 'id', what = 'Not found'): number {
  const raw = c.req.param(name) ?? '';
  if (!/^[1-9]\d{0,9}$/.test(raw)) throw notFound(what);
  return Number(raw);
}
