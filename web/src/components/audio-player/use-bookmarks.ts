import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { ApiError, client, read } from '@/lib/api-client';
import { formatClock } from '@/lib/format';
import { useMemberId } from '@/lib/offline/use-member-id';
import { invalidate, readsOf, useApi } from '@/lib/use-api';
import {
  dropPendingBookmark,
  queueBookmarkAdd,
  queueBookmarkDelete,
  sendPendingBookmarks,
  type PendingBookmark,
  type ShownBookmark,
} from './pending-bookmarks';
import type { BookmarkInput, ListenableKind } from '@/lib/api-types';

const ofItem = client.api.bookmarks[':kind'][':id'];
const one = client.api.bookmarks[':id'];
const args = (kind: ListenableKind, itemId: number) => ({ param: { kind, id: String(itemId) } });

/** The member's own bookmarks in an episode or a book, in order of their place. */
export const useBookmarks = (kind: ListenableKind, itemId: number) => useApi(ofItem, args(kind, itemId), { revalidateOnFocus: false });

const refresh = (kind: ListenableKind, itemId: number) => invalidate(readsOf(ofItem, args(kind, itemId)));

/** No answer at all (fetch itself failed): the change waits on this device. Any answer is final. */
const isConnectionError = (error: unknown) => !(error instanceof ApiError);

/**
 * Adds a bookmark; with no connection it waits on this device (`waiting`) and is sent when the
 * connection returns. Any answer from the server (a refusal too) is final, as online.
 */
export async function addBookmark(memberId: number | null, kind: ListenableKind, itemId: number, input: BookmarkInput) {
  try {
    const made = await read(ofItem.$post({ ...args(kind, itemId), json: input }));
    await refresh(kind, itemId);
    return { positionSeconds: made.positionSeconds, waiting: false };
  } catch (error) {
    if (memberId === null || !isConnectionError(error)) throw error;
    queueBookmarkAdd(memberId, { kind, itemId }, input);
    return { positionSeconds: input.positionSeconds, waiting: true };
  }
}

/** Deletes a bookmark; one still waiting simply never goes, and with no connection the delete waits. */
export async function deleteBookmark(memberId: number | null, kind: ListenableKind, itemId: number, bookmark: ShownBookmark) {
  if (bookmark.id === null) {
    if (memberId !== null) dropPendingBookmark(memberId, bookmark.key);
    return { waiting: false };
  }
  try {
    await read(one.$delete({ param: { id: String(bookmark.id) } }));
    await refresh(kind, itemId);
    return { waiting: false };
  } catch (error) {
    if (memberId === null || !isConnectionError(error)) throw error;
    queueBookmarkDelete(memberId, { kind, itemId }, bookmark.id);
    return { waiting: true };
  }
}

async function sendOne(change: PendingBookmark) {
  if (change.op === 'add')
    await read(ofItem.$post({ ...args(change.kind, change.itemId), json: { positionSeconds: change.positionSeconds, note: change.note } }));
  else await read(one.$delete({ param: { id: String(change.id) } }));
  // The list shows the saved one before the waiting one leaves it; a failed reload changes nothing sent.
  await refresh(change.kind, change.itemId).catch(() => undefined);
}

/**
 * An add the server refused for good is told (it would otherwise vanish); a delete of one already
 * gone is done. Not useSubmit: the offline replay queue runs with no form or button on screen,
 * sends many changes one after another, and keeps a change that could not be sent for next time.
 */
function refused(change: PendingBookmark, error: unknown) {
  if (change.op === 'delete') return;
  toast({
    title: `The bookmark at ${formatClock(change.positionSeconds)} was not saved`,
    description: error instanceof ApiError ? error.serverMessage : undefined,
    variant: 'destructive',
  });
}

/**
 * Bookmarks added or deleted offline go as soon as the connection returns (and when the app
 * starts). Mounted once, by the player's engine, beside the positions it sends the same way.
 */
export function useSendPendingBookmarks() {
  const memberId = useMemberId();
  useEffect(() => {
    if (memberId === null) return;
    const flush = () => void sendPendingBookmarks(memberId, sendOne, isConnectionError, refused);
    if (navigator.onLine) flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [memberId]);
}
