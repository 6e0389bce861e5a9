import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { audiobooks, cmsMedia, newsArticles, podcastEpisodes } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { MEDIA_TYPES, type MediaMimeType } from '../../schemas/cms-media';
import { mediaUrl } from '../../schemas/content';

/** Where the member services point at library files: episodes, audiobooks and article images. */

/** 409 naming the first item that uses the file, so the editor knows what to change first. */
export async function assertMediaUnused(db: Db, key: string): Promise<void> {
  const episode = await db
    .select({ title: podcastEpisodes.title, episodeNumber: podcastEpisodes.episodeNumber })
    .from(podcastEpisodes)
    .where(or(eq(podcastEpisodes.audioKey, key), eq(podcastEpisodes.thumbnailKey, key)))
    .get();
  if (episode) throw inUse(`episode ${episode.episodeNumber}, "${episode.title}"`);
  const book = await db
    .select({ title: audiobooks.title })
    .from(audiobooks)
    .where(or(eq(audiobooks.audioKey, key), eq(audiobooks.coverKey, key)))
    .get();
  if (book) throw inUse(`the audiobook "${book.title}"`);
  const article = await db
    .select({ title: newsArticles.title })
    .from(newsArticles)
    .where(eq(newsArticles.imageUrl, mediaUrl(key)))
    .get();
  if (article) throw inUse(`the news article "${article.title}"`);
}

const inUse = (what: string) =>
  new ApiError('conflict', `This file is used by ${what}. Choose another file there, or delete that item, before deleting this file.`);

type MediaPick = { field: string; id: number | null | undefined; kind: 'audio' | 'image'; message: string };
type PickedMedia = { key: string; mimeType: string; size: number };

/**
 * Resolves the library files a form chose (audio, thumbnail, cover) to their R2 keys. An id
 * that is missing or of the wrong kind is a field error with the form's own words, all at once.
 */
async function pickMedia(db: Db, picks: MediaPick[]): Promise<Record<string, PickedMedia>> {
  const ids = picks.flatMap((p) => (p.id ? [p.id] : []));
  const rows = ids.length ? await db.select().from(cmsMedia).where(inArray(cmsMedia.id, ids)) : [];
  const picked: Record<string, PickedMedia> = {};
  const errors: Record<string, string[]> = {};
  for (const pick of picks) {
    if (!pick.id) continue;
    const row = rows.find((r) => r.id === pick.id);
    if (row && MEDIA_TYPES[row.mimeType as MediaMimeType]?.kind === pick.kind)
      picked[pick.field] = { key: row.key, mimeType: row.mimeType, size: row.size };
    else errors[pick.field] = [pick.message];
  }
  const first = Object.values(errors)[0];
  if (first) throw new ApiError('bad_request', first[0]!, errors);
  return picked;
}

type AudioColumns = { audioKey: string; audioMimeType: string; audioSize: number };

/**
 * An episode's or audiobook's audio and picture (thumbnail, cover) as the form chose them:
 * `audio` in the columns that store it, `imageKey` null to remove the picture. Either is
 * undefined when the form did not send it, which leaves the stored one as it is.
 */
export async function pickAudioAndImage(
  db: Db,
  audioMediaId: number | undefined,
  image: { field: string; id: number | null | undefined; message: string },
): Promise<{ audio: AudioColumns | undefined; imageKey: string | null | undefined }> {
  const picked = await pickMedia(db, [
    { field: 'audioMediaId', id: audioMediaId, kind: 'audio', message: 'Choose an audio file' },
    { ...image, kind: 'image' },
  ]);
  const audio = picked.audioMediaId;
  return {
    audio: audio && { audioKey: audio.key, audioMimeType: audio.mimeType, audioSize: audio.size },
    imageKey: image.id === undefined ? undefined : (picked[image.field]?.key ?? null),
  };
}
