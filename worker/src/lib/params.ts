import type { Context } from 'hono';
import { LISTENABLE_KINDS, type ListenableKind } from '../schemas/listening';
import { notFound } from './errors';

/** A numeric id from the path; anything that cannot be an id is simply not found. */
export function idParam(c: Context, name = 'id', what = 'Not found'): number {
  const raw = c.req.param(name) ?? '';
  if (!/^[1-9]\d{0,9}$/.test(raw)) throw notFound(what);
  return Number(raw);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text with any lone surrogate ("\ud800", which cannot be percent-encoded or stored as UTF-8) made U+FFFD. */
export const wellFormed = (text: string) => text.replace(LONE_SURROGATE, '\uFFFD');

/** An episode or a book in the path ("episode", "audiobook"); any other word is not found. */
export function listenableKindParam(c: Context): ListenableKind {
  const raw = c.req.param('kind') ?? '';
  if (!(LISTENABLE_KINDS as readonly string[]).includes(raw)) throw notFound();
  return raw as ListenableKind;
}
