/**
 * Streams an R2 object with HTTP semantics media players rely on: byte ranges (206, open
 * and suffix forms, 416), HEAD, ETag revalidation (304) and long-lived caching. The body
 * is R2's stream, passed through untouched, so a file is never held in memory.
 */
import { EDGE_CACHE_MAX_BYTES } from './edge-cache';
import { etagMatches } from './etag';

type ByteRange = { offset: number; length?: number } | { suffix: number };

const YEAR = 31_536_000;
const DAY = 86_400;

/** Members' own photos (services/profiles.ts names them): cached so that deleting one ends it. */
export const MEMBER_PHOTO_PREFIX = 'avatars/';

/**
 * A member's photo is theirs: when they remove or change it, or delete their account, it must
 * stop being served (decision 0047). The route that removes it purges this data centre's copy;
 * every other data centre's lasts at most 5 minutes, and a browser that showed it keeps it a
 * minute, then asks again. Never `immutable`: the photo's key never changes, but its existence does.
 */
export const MEMBER_PHOTO_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, must-revalidate';

/**
 * Keys are chosen by the server and never reused (services/cms-media.ts `mediaKey`, the seed's
 * content hashes), so browsers keep a file for a year. The edge keeps it for a day: deleting a
 * file is the one way its key stops answering, and the Cache API cannot purge other data
 * centres, so a deleted file leaves every cache within a day. Files the edge cache cannot hold
 * (512 MB and up) carry no s-maxage, so they are never stored there and always stream from R2.
 * Members' photos are the exception above.
 */
export function mediaCacheControl(size: number, key = ''): string {
  if (key.startsWith(MEMBER_PHOTO_PREFIX)) return MEMBER_PHOTO_CACHE_CONTROL;
  return size < EDGE_CACHE_MAX_BYTES ? `public, max-age=${YEAR}, s-maxage=${DAY}, immutable` : `public, max-age=${YEAR}, immutable`;
}

/** Parses a single "bytes=" range; multi-range requests are served whole, as RFC 9110 allows. */
export function parseRange(header: string | null): ByteRange | null | 'invalid' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return header.includes(',') ? null : 'invalid';
  const [, start, end] = match;
  if (start === '' && end === '') return 'invalid';
  if (start === '') return Number(end) === 0 ? 'invalid' : { suffix: Number(end) };
  const offset = Number(start);
  if (end === '') return { offset };
  if (Number(end) < offset) return 'invalid';
  return { offset, length: Number(end) - offset + 1 };
}

function baseHeaders(object: R2Object, download: boolean): Headers {
  const headers = new Headers();
  headers.set('Content-Type', object.httpMetadata?.contentType ?? 'application/octet-stream');
  headers.set('ETag', object.httpEtag);
  headers.set('Accept-Ranges', 'bytes');
  headers.set('Cache-Control', mediaCacheControl(object.size, object.key));
  headers.set('Last-Modified', object.uploaded.toUTCString());
  // An uploaded file must never run as a page of this site.
  headers.set('Content-Security-Policy', "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox");
  const filename = object.customMetadata?.filename ?? object.key.split('/').pop() ?? 'file';
  const safe = filename.replace(/[^\w.\- ]+/g, '_');
  headers.set(
    'Content-Disposition',
    `${download ? 'attachment' : 'inline'}; filename="${safe}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
  );
  return headers;
}

export async function serveMedia(bucket: R2Bucket, key: string, request: Request): Promise<Response> {
  const download = new URL(request.url).searchParams.has('download');
  const notFound = () => Response.json({ message: 'File not found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });

  if (request.method === 'HEAD') {
    const head = await bucket.head(key);
    if (!head) return notFound();
    const headers = baseHeaders(head, download);
    headers.set('Content-Length', String(head.size));
    return new Response(null, { status: etagMatches(request.headers.get('If-None-Match'), head.httpEtag) ? 304 : 200, headers });
  }

  const ifNoneMatch = request.headers.get('If-None-Match');
  const range = parseRange(request.headers.get('Range'));
  if (range === 'invalid') {
    const head = await bucket.head(key);
    if (!head) return notFound();
    return rangeNotSatisfiable(head.size);
  }

  let object: R2Object | R2ObjectBody | null;
  try {
    object = await bucket.get(key, {
      range: range ?? undefined,
      onlyIf: ifNoneMatch ? { etagDoesNotMatch: ifNoneMatch.replace(/^W\//, '').replaceAll('"', '') } : undefined,
    });
  } catch {
    // R2 rejects a range that starts past the end of the object.
    const head = await bucket.head(key);
    if (!head) return notFound();
    return rangeNotSatisfiable(head.size);
  }
  if (!object) return notFound();
  const headers = baseHeaders(object, download);
  if (!('body' in object)) return new Response(null, { status: 304, headers });

  if (!range) {
    headers.set('Content-Length', String(object.size));
    return new Response(object.body, { status: 200, headers });
  }
  const size = object.size;
  const start = 'suffix' in range ? Math.max(0, size - range.suffix) : range.offset;
  if (start >= size) {
    await object.body.cancel();
    return rangeNotSatisfiable(size);
  }
  const end = 'suffix' in range ? size - 1 : Math.min(size - 1, range.length === undefined ? size - 1 : range.offset + range.length - 1);
  headers.set('Content-Range', `bytes ${start}-${end}/${size}`);
  headers.set('Content-Length', String(end - start + 1));
  return new Response(object.body, { status: 206, headers });
}

function rangeNotSatisfiable(size: number): Response {
  return Response.json(
    { message: 'The requested range is outside the file' },
    { status: 416, headers: { 'Content-Range': `bytes */${size}` } },
  );
}
