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
