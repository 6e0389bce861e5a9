import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { sha256Hex } from '../lib/crypto';
import { notFound } from '../lib/errors';
import { etagMatches } from '../lib/etag';
import { buildFeed, getTranscript, listFeedEpisodes } from '../services/feed';

// Podcast apps poll feeds often: browsers may reuse a copy for 5 minutes, shared caches for an hour.
const CACHE_CONTROL = 'public, max-age=300, s-maxage=3600';

/** A public, cacheable text body with a strong ETag from its content, or 304 when the client has it. */
async function cacheable(request: Request, body: string, contentType: string): Promise<Response> {
  const etag = `"${await sha256Hex(body)}"`;
  const headers = { 'Content-Type': contentType, 'Cache-Control': CACHE_CONTROL, ETag: etag };
  if (etagMatches(request.headers.get('If-None-Match'), etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { status: 200, headers });
}

/**
 * Public, no sign-in: podcast apps and directories fetch these directly. Not typed for the
 * web's client: the answers are XML and plain text built as raw Responses (with their own
 * ETags), and the SPA only links to them.
 */
export const feedRoutes = new Hono<AppEnv>()
  .get('/feed.xml', async (c) => {
    const xml = buildFeed(await listFeedEpisodes(c.var.db), new URL(c.req.url).origin);
    return cacheable(c.req.raw, xml, 'application/rss+xml; charset=utf-8');
  })
  .get('/transcripts/:file', async (c) => {
    const id = /^([1-9]\d{0,9})\.txt$/.exec(c.req.param('file'))?.[1];
    const transcript = id ? await getTranscript(c.var.db, Number(id)) : null;
    if (transcript === null) throw notFound('Transcript not found');
    return cacheable(c.req.raw, transcript, 'text/plain; charset=utf-8');
  });
