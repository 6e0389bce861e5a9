import type { Context, Next } from 'hono';
import { ApiError } from './errors';

/**
 * How deep a JSON body may nest objects and arrays. The deepest body a form sends is a passkey's
 * answer, 4 levels; Stripe's events reach about 10. JSON.parse has no limit of its own, and its
 * time grows with depth: a 900 KB body of nested arrays took over a second of CPU at the
 * sign-in, before any check could refuse it (issue 52).
 */
export const JSON_MAX_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `The request body is nested too deeply. Send JSON at most ${JSON_MAX_DEPTH} levels deep.`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;

/**
 * Whether JSON text nests objects and arrays deeper than `max`: a scan, not a parse, in one pass
 * with no stack, skipping each string whole (1 MB takes at most a few milliseconds, a tenth of
 * what parsing it can). On text that is not JSON, it agrees with JSON.parse up to the parser's
 * first error, which is as far as the parser goes, so the bound holds.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (char === QUOTE) {
      // To the closing quote: the next one not escaped by an odd run of backslashes.
      do {
        i = text.indexOf('"', i + 1);
        if (i === -1) return false;
      } while (escaped(text, i));
    } else if (char === OPEN_BRACKET || char === OPEN_BRACE) {
      if (++depth > max) return true;
    } else if (char === CLOSE_BRACKET || char === CLOSE_BRACE) depth--;
  }
  return false;
}

function escaped(text: string, quoteAt: number): boolean {
  let slashes = 0;
  while (text.charCodeAt(quoteAt - 1 - slashes) === BACKSLASH) slashes++;
  return slashes % 2 === 1;
}

/** Refuses JSON text nested deeper than JSON_MAX_DEPTH, before anything parses it. */
export function assertJsonDepth(text: string): void {
  if (nestsDeeperThan(text, JSON_MAX_DEPTH)) throw new ApiError('bad_request', TOO_DEEP_MESSAGE);
}

/**
 * Every JSON body is read once here, within its size limit, and its depth checked before any
 * validator parses it: Hono keeps the text, and `c.req.json()` parses that copy.
 */
export async function checkJsonBody(c: Context, next: Next): Promise<void> {
  assertJsonDepth(await c.req.text());
  await next();
}
