import { bodyLimit } from 'hono/body-limit';
import { SINGLE_UPLOAD_MAX, UPLOAD_PART_SIZE } from '../schemas/cms-media';
import { AVATAR_MAX_BYTES, AVATAR_TOO_LARGE_MESSAGE } from '../schemas/profile';
import { ApiError } from './errors';

/**
 * How large a request body may be, for every route that takes one. The bytes are counted as
 * they arrive (a missing or false Content-Length cannot get past it), and reading stops at the
 * limit: a chunked 40 MB body to an 8 MiB part is refused after 8 MiB, not read whole first.
 */

/**
 * The largest JSON body any form sends: a 200,000-character transcript, even in a script that
 * takes three bytes a character, fits. Every body not named below has this limit too.
 */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;
export const TOO_LARGE_MESSAGE = 'The request is too large. Send at most 1 MB.';

// Room for the form's boundaries and the alt text around the file itself.
const FORM_OVERHEAD = 64 * 1024;
export const TOO_LARGE_FOR_ONE_REQUEST = `Files over ${SINGLE_UPLOAD_MAX / (1024 * 1024)} MB must be sent in parts: start a multipart upload with POST /api/cms/media/uploads.`;

/**
 * Signing in, joining, emailed links and passkeys: the routes anyone may call take small bodies.
 * The largest is a passkey's answer, whose every field is at most 16,384 characters. Parsing
 * 1 MB of JSON made of many small arrays took about a quarter of a second, so these routes take
 * no more than they need.
 */
export const AUTH_JSON_MAX_BYTES = 128 * 1024;
export const AUTH_TOO_LARGE_MESSAGE = 'The request is too large. Send at most 128 KB.';

/** Stripe's events are small; anything larger is not one of them. */
export const WEBHOOK_MAX_BYTES = 256 * 1024;

/** The part of an upload's path after /api/cms/media/uploads/: its id and part number. */
export const UPLOAD_PART_PATH = /^\/api\/cms\/media\/uploads\/[^/]+\/parts\/\d+$/;

type RawBodyRoute = { method: string; path: RegExp; maxBytes: number; message: string };

/** The routes that read a raw body (bytes, a multipart form, a signed event), each with its own limit. */
const RAW_BODY_ROUTES: RawBodyRoute[] = [
  { method: 'PUT', path: UPLOAD_PART_PATH, maxBytes: UPLOAD_PART_SIZE, message: 'A part can be at most 8 MiB.' },
  { method: 'POST', path: /^\/api\/cms\/media$/, maxBytes: SINGLE_UPLOAD_MAX + FORM_OVERHEAD, message: TOO_LARGE_FOR_ONE_REQUEST },
  { method: 'PUT', path: /^\/api\/profile\/avatar$/, maxBytes: AVATAR_MAX_BYTES + FORM_OVERHEAD, message: AVATAR_TOO_LARGE_MESSAGE },
  { method: 'POST', path: /^\/api\/donations\/stripe-webhook$/, maxBytes: WEBHOOK_MAX_BYTES, message: 'The event is too large.' },
];

const limiter = (maxSize: number, message: string) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new ApiError('payload_too_large', message);
    },
  });

const jsonLimit = limiter(JSON_BODY_MAX_BYTES, TOO_LARGE_MESSAGE);
const authJsonLimit = limiter(AUTH_JSON_MAX_BYTES, AUTH_TOO_LARGE_MESSAGE);
const rawLimits = RAW_BODY_ROUTES.map((route) => ({ ...route, limit: limiter(route.maxBytes, route.message) }));

/** The body limit for a request: its route's own, the sign-in family's, or the JSON one. */
export function bodyLimitFor(method: string, path: string) {
  const raw = rawLimits.find((r) => r.method === method && r.path.test(path));
  if (raw) return raw.limit;
  return path.startsWith('/api/auth/') ? authJsonLimit : jsonLimit;
}
