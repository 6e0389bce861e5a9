// Chapters and timed transcripts, as editors set them: every view of them (the player, the
// episode and book pages) reads the same keys, so a save shows everywhere at once.
import type { ListenableKind } from '@schemas/listening';
import { mutate } from 'swr';
import { client, read, type JsonBody } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';

const chapters = client.api.chapters[':kind'][':id'];
const args = (kind: ListenableKind, id: number) => ({ param: { kind, id: String(id) } });

/** An item's chapters as the editor sees them (a draft's too). */
export const useItemChapters = (kind: ListenableKind, id: number) => useApi(chapters, args(kind, id), { revalidateOnFocus: false });

/** Replaces the item's chapters; every view of them (the player, the pages) reloads. */
export async function saveChapters(kind: ListenableKind, id: number, body: JsonBody<typeof chapters.$put>) {
  const saved = await read(chapters.$put({ ...args(kind, id), json: body }));
  await mutate(chapters.$path(args(kind, id)), saved, { revalidate: false });
  return saved;
}

const transcripts = client.api.transcripts[':id'];

/** An episode's timed transcript as members get it (404 when it has none). */
export const useEpisodeCues = (id: number) =>
  useApi(transcripts, { param: { id: String(id) } }, { shouldRetryOnError: false, revalidateOnFocus: false });

/** Stores a WebVTT file as the episode's timed transcript; the episode page's cues reload. */
export async function saveTranscript(id: number, vtt: string) {
  const args = { param: { id: String(id) } };
  const saved = await read(transcripts.$put({ ...args, json: { vtt } }));
  await mutate(transcripts.$path(args), saved, { revalidate: false });
  return saved;
}
