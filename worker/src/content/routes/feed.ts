import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env';
import { sha256Hex } from '../../lib/crypto';
import { notFound } from '../../lib/errors';
import { etagMatches } from '../../lib/etag';
import { buildFeed, getJsonChapters, getTranscript, listFeedEpisodes } from '../services/feed';
import { readVtt, timedTranscriptIds } from '../services/timed-transcripts';

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
    const [episodes, timed] = await Promise.all([listFeedEpisodes(c.var.db), timedTranscriptIds(c.env.MEDIA)]);
    const withTimed = episodes.map((ep) => ({ ...ep, hasTimedTranscript: timed.has(ep.id) }));
    const xml = buildFeed(withTimed, new URL(c.req.url).origin);
    return cacheable(c.req.raw, xml, 'application/rss+xml; charset=utf-8');
  })
  .get('/transcripts/:file', async (c) => {
    const [, id, type] = /^([1-9]\d{0,9})\.(txt|vtt)$/.exec(c.req.param('file')) ?? [];
    if (type === 'vtt') {
      // readVtt answers 404 itself for a draft or missing episode.
      const vtt = await readVtt(c.var.db, c.env.MEDIA, Number(id), false);
      if (vtt === null) throw notFound('Transcript not found');
      return cacheable(c.req.raw, vtt, 'text/vtt; charset=utf-8');
    }
    const transcript = id ? await getTranscript(c.var.db, Number(id)) : null;
    if (transcript === null) throw notFound('Transcript not found');
    return cacheable(c.req.raw, transcript, 'text/plain; charset=utf-8');
  })
  .get('/chapters/:file', async (c) => {
    const id = /^([1-9]\d{0,9})\.json$/.exec(c.req.param('file'))?.[1];
    const chapters = id ? await getJsonChapters(c.var.db, Number(id)) : null;
    if (chapters === null) throw notFound('Chapters not found');
    return cacheable(c.req.raw, JSON.stringify(chapters), 'application/json+chapters; charset=utf-8');
  });
