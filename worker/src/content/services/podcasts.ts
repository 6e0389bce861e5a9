import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { podcastEpisodes } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { mediaUrl, type PodcastEpisode, type PodcastEpisodeCard } from '../../schemas/content';

type Row = typeof podcastEpisodes.$inferSelect;

export const toEpisode = (r: Row): PodcastEpisode => ({
  id: r.id,
  title: r.title,
  description: r.description,
  audioUrl: mediaUrl(r.audioKey),
  thumbnailUrl: r.thumbnailKey ? mediaUrl(r.thumbnailKey) : null,
  episodeNumber: r.episodeNumber,
  publishedAt: r.publishedAt,
  duration: r.duration,
  tags: r.tags,
  transcript: r.transcript,
});

// The list leaves the transcripts in the database: only the episode's page shows one.
const { transcript: _transcript, ...cardColumns } = getTableColumns(podcastEpisodes);

const toEpisodeCard = (r: Omit<Row, 'transcript'>): PodcastEpisodeCard => {
  const { transcript: _none, ...card } = toEpisode({ ...r, transcript: null });
  return card;
};

export async function listEpisodes(db: Db, page: { limit: number; offset: number }): Promise<PodcastEpisodeCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(podcastEpisodes)
    .where(eq(podcastEpisodes.status, 'published'))
    .orderBy(desc(podcastEpisodes.publishedAt), desc(podcastEpisodes.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toEpisodeCard);
}

export async function getEpisode(db: Db, id: number): Promise<PodcastEpisode> {
  const row = await db
    .select()
    .from(podcastEpisodes)
    .where(and(eq(podcastEpisodes.id, id), eq(podcastEpisodes.status, 'published')))
    .get();
  if (!row) throw notFound('Episode not found');
  return toEpisode(row);
}
