import { sql, type SQL } from 'drizzle-orm';
import { mediaUrl } from '../../schemas/content';
import type { SearchResult, SearchResultKind } from '../../schemas/site-search-answer';

// A page of site_fts matches made into results: each row read from its own table (site_fts keeps
// no text, migration 0032), with a few words around the first match.

export type Row = {
  id: number;
  title: string;
  text: string;
  date: string;
  parent: number | null;
  slug: string | null;
  start: number | null;
};
/** What a transcript line adds: its episode as the player loads it. */
type CueRow = Row & { number: number; audio: string; thumbnail: string | null; duration: number };
const ROW_FIELDS = ['id', 'title', 'text', 'date', 'parent', 'slug', 'start'] as const;
const CUE_FIELDS = ['number', 'audio', 'thumbnail', 'duration'] as const;

const KINDS: Record<number, SearchResultKind> = {
  1: 'news',
  2: 'episode',
  3: 'transcript',
  4: 'audiobook',
  5: 'post',
  6: 'comment',
  7: 'page',
};

// Each reads id, title, text, date, and what the path needs (parent, slug, start), for a list of ids.
const READS: Record<SearchResultKind, (ids: SQL) => SQL> = {
  news: (ids) =>
    sql`select id, title, excerpt || ' ' || substr(content, 1, 4000) as text, published_at as date, null as parent, null as slug, null as start from news_articles where id in ${ids}`,
  episode: (ids) =>
    sql`select id, title, description as text, published_at as date, null as parent, null as slug, null as start from podcast_episodes where id in ${ids}`,
  transcript: (ids) =>
    sql`select c.id, e.title, c.text, e.published_at as date, e.id as parent, null as slug, c.start_seconds as start,
      e.episode_number as number, e.audio_key as audio, e.thumbnail_key as thumbnail, e.duration from transcript_cues c join podcast_episodes e on e.id = c.episode_id where c.id in ${ids}`,
  audiobook: (ids) =>
    sql`select id, title, 'By ' || author || '. ' || description as text, created_at as date, null as parent, null as slug, null as start from audiobooks where id in ${ids}`,
  post: (ids) =>
    sql`select id, title, content as text, created_at as date, null as parent, null as slug, null as start from community_posts where id in ${ids}`,
  comment: (ids) =>
    sql`select c.id, p.title, c.content as text, c.created_at as date, p.id as parent, null as slug, null as start from post_comments c join community_posts p on p.id = c.post_id where c.id in ${ids}`,
  page: (ids) =>
    sql`select id, title, body as text, coalesce(publish_at, updated_at) as date, null as parent, slug, null as start from cms_pages where id in ${ids}`,
};

const pathOf = (kind: SearchResultKind, r: Row): string => {
  switch (kind) {
    case 'news':
      return `/news/${r.id}`;
    case 'episode':
      return `/podcasts/${r.id}`;
    case 'transcript':
      return `/podcasts/${r.parent}`;
    case 'audiobook':
      return `/library/${r.id}`;
    case 'post':
      return `/community/posts/${r.id}`;
    case 'comment':
      return `/community/posts/${r.parent}`;
    case 'page':
      return `/pages/${r.slug}`;
  }
};

const SNIPPET_CHARS = 180;

/** About SNIPPET_CHARS of `text` around the first word that starts with one of `stems`, on word boundaries. */
export function snippet(text: string, stems: string[]): string {
  const flat = text
    .replace(/[#*_>`[\]]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const lower = flat.toLowerCase();
  let at = -1;
  for (const s of stems) {
    const found = new RegExp(`(?:^|[^\\p{L}\\p{N}])${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u').exec(lower);
    if (found && (at < 0 || found.index < at)) at = found.index;
  }
  if (flat.length <= SNIPPET_CHARS) return flat;
  let start = Math.max(0, at - SNIPPET_CHARS / 3);
  if (start > 0) start = flat.indexOf(' ', start) + 1;
  let end = Math.min(flat.length, start + SNIPPET_CHARS);
  if (end < flat.length) end = Math.max(flat.lastIndexOf(' ', end), start + 1);
  return `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
}

const transcriptFields = (r: CueRow) => ({
  startSeconds: r.start!,
  episode: {
    id: r.parent!,
    title: r.title,
    episodeNumber: r.number,
    audioUrl: mediaUrl(r.audio),
    thumbnailUrl: r.thumbnail ? mediaUrl(r.thumbnail) : null,
    duration: r.duration,
  },
});

/**
 * A site_fts rowid's row as JSON, read from its own table (null when it is gone), so the page's
 * rows come back in the statement that ranks them: one round trip to D1 fewer.
 */
export function rowJson(rowid: SQL): SQL {
  const whens = Object.entries(KINDS).map(([code, kind]) => {
    const fields = [...ROW_FIELDS, ...(kind === 'transcript' ? CUE_FIELDS : [])].map((f) => sql.raw(`'${f}', ${f}`));
    return sql`when ${sql.raw(code)} then (select json_object(${sql.join(fields, sql`, `)}) from (${READS[kind](sql`(${rowid} / 8)`)}))`;
  });
  return sql`(case ${rowid} % 8 ${sql.join(whens, sql` `)} end)`;
}

/** The results for a page of site_fts rowids and their rows (rowJson), in their order. */
export function toResults(page: { r: number; row: Row | null }[], stems: string[]): SearchResult[] {
  return page.flatMap(({ r: rowid, row: r }) => {
    if (!r) return [];
    const kind = KINDS[rowid % 8]!;
    return [
      {
        kind,
        id: r.id,
        title: r.title,
        snippet: snippet(r.text, stems),
        date: r.date,
        path: pathOf(kind, r),
        ...(kind === 'transcript' ? transcriptFields(r as CueRow) : {}),
      },
    ];
  });
}
