import { useMemo, useSyncExternalStore } from 'react';
import { pendingQueue } from '@/lib/offline/pending-queue';
import type { Bookmark, BookmarkInput, ListenableKind } from '@/lib/api-types';

// Bookmarks added or deleted with no connection, kept on this device per member until it returns,
// by the same mechanism as listening positions (decision 0039). The list shows them at once; an
// added one is marked as waiting to sync. The server keeps one bookmark however often the same
// one is sent, so one whose first answer was lost is never kept twice.

type Where = { kind: ListenableKind; itemId: number };
export type PendingBookmark = Where & { key: string } & (
    { op: 'add'; positionSeconds: number; note: string } | { op: 'delete'; id: number }
  );
/** A bookmark as the list shows it: kept on the server (with its id), or waiting on this device. */
export type ShownBookmark = { key: string; id: number | null; positionSeconds: number; note: string; waiting: boolean };

const queue = pendingQueue<PendingBookmark>('bookmarks', (a, b) => a.key === b.key);
const newKey = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export const loadPendingBookmarks = queue.load;

export function queueBookmarkAdd(memberId: number, where: Where, input: BookmarkInput): void {
  queue.update(memberId, (pending) => [...pending, { ...where, key: newKey(), op: 'add', ...input }]);
}

export function queueBookmarkDelete(memberId: number, where: Where, id: number): void {
  queue.update(memberId, (pending) => [...pending, { ...where, key: newKey(), op: 'delete', id }]);
}

/** A waiting bookmark deleted before it was sent: it never goes. */
export function dropPendingBookmark(memberId: number, key: string): void {
  queue.update(memberId, (pending) => pending.filter((p) => p.key !== key));
}

/** The server's bookmarks of an item with this device's waiting changes applied, in order of their place. */
export function withPending(saved: Bookmark[], pending: PendingBookmark[], where: Where): ShownBookmark[] {
  const here = pending.filter((p) => p.kind === where.kind && p.itemId === where.itemId);
  const deleted = new Set(here.flatMap((p) => (p.op === 'delete' ? [p.id] : [])));
  return [
    ...saved.filter((b) => !deleted.has(b.id)).map((b) => ({ ...b, key: `saved-${b.id}`, waiting: false })),
    ...here.flatMap((p) =>
      p.op === 'add' ? [{ key: p.key, id: null, positionSeconds: p.positionSeconds, note: p.note, waiting: true }] : [],
    ),
  ].sort((a, b) => a.positionSeconds - b.positionSeconds);
}

/** Sends the member's waiting bookmarks; one refused for good (past the limit, the item withdrawn) is told to `refused`. */
export const sendPendingBookmarks = queue.send;

/** The member's waiting bookmarks, kept current as they are queued and sent (in any tab). */
export function usePendingBookmarks(memberId: number | null): PendingBookmark[] {
  const raw = useSyncExternalStore(
    queue.subscribe,
    () => (memberId === null ? null : queue.snapshot(memberId)),
    () => null,
  );
  return useMemo(() => (raw === null || memberId === null ? [] : queue.load(memberId)), [raw, memberId]);
}
