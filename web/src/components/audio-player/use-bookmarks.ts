import type { ListenableKind } from '@schemas/listening';
import { mutate } from 'swr';
import { client, read, type JsonBody } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';

const ofItem = client.api.bookmarks[':kind'][':id'];
const one = client.api.bookmarks[':id'];
const args = (kind: ListenableKind, itemId: number) => ({ param: { kind, id: String(itemId) } });

/** The member's own bookmarks in an episode or a book, in order of their place. */
export const useBookmarks = (kind: ListenableKind, itemId: number) => useApi(ofItem, args(kind, itemId), { revalidateOnFocus: false });

const refresh = (kind: ListenableKind, itemId: number) => mutate(ofItem.$path(args(kind, itemId)));

export async function addBookmark(kind: ListenableKind, itemId: number, body: JsonBody<typeof ofItem.$post>) {
  const made = await read(ofItem.$post({ ...args(kind, itemId), json: body }));
  await refresh(kind, itemId);
  return made;
}

export async function deleteBookmark(kind: ListenableKind, itemId: number, id: number) {
  await read(one.$delete({ param: { id: String(id) } }));
  await refresh(kind, itemId);
}
