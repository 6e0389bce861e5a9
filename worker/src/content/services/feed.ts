import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { episodeChapters, podcastEpisodes } from '../../db/schema';
import { mediaUrl } from '../../schemas/content';

/**
 * The public CripChat RSS feed (RSS 2.0 with the iTunes and Podcast Index namespaces).
 * Building the XML is pure: rows plus the request's origin in, a string out.
 */
export const podcast = {
  title: 'CripChat',
  description: 'CripChat is a weekly podcast about everything disability, produced by Equal Ground in Australia.',
  author: 'Equal Ground',
  ownerEmail: 'podcast@equalground.org.au',
  language: 'en-AU',
} as const;

export type FeedEpisode = {
  id: number;
  title: string;
  description: string;
  audioKey: string;
  audioMimeType: string;
  audioSize: number;
  thumbnailKey: string | null;
  episodeNumber: number;
  publishedAt: string;
  duration: number;
  hasTranscript: boolean;
  hasChapters: boolean;
  /** Whether R2 holds a WebVTT file for it (set by the route, which lists the bucket once). */
  hasTimedTranscript?: boolean;
};

const e = podcastEpisodes;
// Whitespace-only transcripts are treated as missing, here and at the transcript endpoint alike.
const hasText = (column: typeof e.transcript) => sql`(${column} is not null and trim(${column}) <> '')`;

/** One query on the (status, published_at) index; the transcript itself is not read, only whether there is one. */
export function listFeedEpisodes(db: Db): Promise<FeedEpisode[]> {
  return db
    .select({
      id: e.id,
      title: e.title,
      description: e.description,
      audioKey: e.audioKey,
      audioMimeType: e.audioMimeType,
      audioSize: e.audioSize,
      thumbnailKey: e.thumbnailKey,
      episodeNumber: e.episodeNumber,
      publishedAt: e.publishedAt,
      duration: e.duration,
      hasTranscript: hasText(e.transcript).mapWith(Boolean),
      // Written out: drizzle prints a bare "id" inside sql``, which the subquery would read as its own table's.
      hasChapters: sql`exists (select 1 from episode_chapters where episode_chapters.episode_id = podcast_episodes.id)`.mapWith(Boolean),
    })
    .from(e)
    .where(eq(e.status, 'published'))
    .orderBy(desc(e.publishedAt), desc(e.id));
}

/** A published episode's transcript, or null when there is none to show. */
export async function getTranscript(db: Db, id: number): Promise<string | null> {
  const row = await db
    .select({ transcript: e.transcript })
    .from(e)
    .where(and(eq(e.id, id), eq(e.status, 'published'), hasText(e.transcript)))
    .get();
  return row?.transcript ?? null;
}

// XML 1.0 forbids most C0 controls, lone surrogates, U+FFFE and U+FFFF even as references,
// so they are dropped: one stray byte in a title would otherwise break the whole feed.
const ILLEGAL_XML = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export const escapeXml = (text: string) => text.replace(ILLEGAL_XML, '').replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);

const attrs = (values: Record<string, string | number>) =>
  Object.entries(values)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('');
const el = (name: string, text: string | number, attributes: Record<string, string | number> = {}) =>
  `<${name}${attrs(attributes)}>${escapeXml(String(text))}</${name}>`;
const empty = (name: string, attributes: Record<string, string | number>) => `<${name}${attrs(attributes)}/>`;

/** RFC 822 as RSS asks; an unparseable date is left out rather than printed as "Invalid Date". */
const rfc822 = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toUTCString();
};

function item(ep: FeedEpisode, origin: string): string {
  const pubDate = rfc822(ep.publishedAt);
  return [
    '<item>',
    el('title', ep.title),
    el('description', ep.description),
    el('link', `${origin}/podcasts/${ep.id}`),
    // Not the URL: the guid must stay the same if the site ever moves.
    el('guid', `cripchat-episode-${ep.id}`, { isPermaLink: 'false' }),
    pubDate ? el('pubDate', pubDate) : '',
    // The exact byte size: podcast apps use it to show download size and check the file.
    empty('enclosure', { url: `${origin}${mediaUrl(ep.audioKey)}`, length: ep.audioSize, type: ep.audioMimeType }),
    el('itunes:episode', ep.episodeNumber),
    el('itunes:episodeType', 'full'),
    el('itunes:duration', Math.max(0, Math.round(ep.duration))),
    el('itunes:explicit', 'false'),
    ep.thumbnailKey ? empty('itunes:image', { href: `${origin}${mediaUrl(ep.thumbnailKey)}` }) : '',
    ep.hasTranscript
      ? empty('podcast:transcript', { url: `${origin}/podcasts/transcripts/${ep.id}.txt`, type: 'text/plain', language: podcast.language })
      : '',
    // The timed version beside the text one: apps that show captions prefer it (Podcasting 2.0).
    ep.hasTimedTranscript
      ? empty('podcast:transcript', { url: `${origin}/podcasts/transcripts/${ep.id}.vtt`, type: 'text/vtt', language: podcast.language })
      : '',
    ep.hasChapters
      ? empty('podcast:chapters', { url: `${origin}/podcasts/chapters/${ep.id}.json`, type: 'application/json+chapters' })
      : '',
    '</item>',
  ].join('');
}

/** The feed for episodes already sorted newest first; every URL is absolute on `origin`. */
export function buildFeed(episodes: FeedEpisode[], origin: string): string {
  const newest = episodes[0];
  // The newest artwork there is: one episode without a thumbnail should not blank the show's.
  const thumbnail = episodes.find((ep) => ep.thumbnailKey)?.thumbnailKey;
  const image = thumbnail ? `${origin}${mediaUrl(thumbnail)}` : `${origin}/favicon.svg`;
  const built = newest ? rfc822(newest.publishedAt) : null;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    el('title', podcast.title),
    el('link', origin),
    el('description', podcast.description),
    el('language', podcast.language),
    empty('atom:link', { href: `${origin}/podcasts/feed.xml`, rel: 'self', type: 'application/rss+xml' }),
    // Derived from the data rather than the clock, so an unchanged feed keeps its ETag.
    built ? el('lastBuildDate', built) : '',
    el('copyright', `© ${podcast.author}`),
    el('itunes:author', podcast.author),
    `<itunes:owner>${el('itunes:name', podcast.author)}${el('itunes:email', podcast.ownerEmail)}</itunes:owner>`,
    empty('itunes:image', { href: image }),
    // Apple's list has no disability category; none of Society & Culture's subcategories fits.
    empty('itunes:category', { text: 'Society & Culture' }),
    el('itunes:explicit', 'false'),
    el('itunes:type', 'episodic'),
    ...episodes.map((ep) => item(ep, origin)),
    '</channel>',
    '</rss>\n',
  ].join('');
}

/**
 * Podcasting 2.0 JSON chapters (https://github.com/Podcastindex-org/podcast-namespace/blob/main/docs/examples/chapters/jsonChapters.md)
 * for a published episode, or null when it has none (or is not published).
 */
export async function getJsonChapters(
  db: Db,
  id: number,
): Promise<{ version: '1.2.0'; chapters: { startTime: number; title: string }[] } | null> {
  const rows = await db
    .select({ startTime: episodeChapters.startSeconds, title: episodeChapters.title })
    .from(episodeChapters)
    .innerJoin(e, eq(e.id, episodeChapters.itemId))
    .where(and(eq(episodeChapters.itemId, id), eq(e.status, 'published')))
    .orderBy(episodeChapters.startSeconds)
    .all();
  return rows.length ? { version: '1.2.0', chapters: rows } : null;
}
