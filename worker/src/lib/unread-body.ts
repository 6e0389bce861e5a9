import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../platform/env';
import { JSON_BODY_MAX_BYTES } from './body-limits';

/**
 * The most of a body the worker reads only to throw it away. Every JSON body fits; a larger
 * one refused before it was read (a 20 MB upload from someone signed out) is not worth reading,
 * and its connection closes.
 */
export const DISCARD_MAX_BYTES = JSON_BODY_MAX_BYTES;

/** Reads `body` to its end and drops it, or stops (cancelling it) past `maxBytes`; a client that went away ends it too. */
async function discard(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<void> {
  const reader = body.getReader();
  let read = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
      if (read > maxBytes) return void (await reader.cancel());
    }
  } catch {
    // The client stopped sending: there is no connection left to keep.
  }
}

/**
 * A request refused before its body was read (signed out, the wrong media type, not allowed, no
 * such route) still has its body read before the answer goes. workerd does not read what the
 * worker left unread, and resets the connection instead, so the client's next request on it
 * failed (18 of 20 times after a 401, issue 52); a `Connection: close` from the worker does not
 * reach the client. One place for every refusal: this runs first and reads whatever body is
 * still unread once the answer, or the error's, is ready. A body declared larger than
 * DISCARD_MAX_BYTES is left alone.
 */
export const readUnreadBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  // The request as it arrived: a body limit may replace c.req.raw with a copy it has read.
  const arrived = c.req.raw;
  await next();
  const body = arrived.body;
  if (!body || arrived.bodyUsed || body.locked) return;
  const declared = Number(arrived.headers.get('content-length') ?? 0);
  if (declared > DISCARD_MAX_BYTES) return;
  await discard(body, DISCARD_MAX_BYTES);
};
