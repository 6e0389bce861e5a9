import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  dropPendingBookmark,
  loadPendingBookmarks,
  queueBookmarkAdd,
  queueBookmarkDelete,
  sendPendingBookmarks,
  usePendingBookmarks,
  withPending,
  type PendingBookmark,
} from './pending-bookmarks';

const episode = { kind: 'episode' as const, itemId: 5 };
const saved = (id: number, positionSeconds: number, note = '') => ({ id, positionSeconds, note, createdAt: '2026-11-20T10:00:00.000Z' });
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const isConnectionError = (error: unknown) => error instanceof TypeError;
const nobody = () => {
  throw new Error('nothing should be refused');
};

describe('bookmarks queued offline', () => {
  it('shows an added one at once among the saved, marked waiting, and hides a deleted one', () => {
    queueBookmarkAdd(1, episode, { positionSeconds: 30, note: 'Made offline' });
    queueBookmarkAdd(1, { kind: 'audiobook', itemId: 5 }, { positionSeconds: 1, note: '' });
    queueBookmarkAdd(2, episode, { positionSeconds: 31, note: 'Another member' });
    queueBookmarkDelete(1, episode, 7);

    const shown = withPending([saved(6, 10), saved(7, 20), saved(8, 40, 'Later')], loadPendingBookmarks(1), episode);
    expect(shown.map(({ id, positionSeconds, note, waiting }) => ({ id, positionSeconds, note, waiting }))).toEqual([
      { id: 6, positionSeconds: 10, note: '', waiting: false },
      { id: null, positionSeconds: 30, note: 'Made offline', waiting: true },
      { id: 8, positionSeconds: 40, note: 'Later', waiting: false },
    ]);
    expect(new Set(shown.map((b) => b.key)).size).toBe(3);

    // Deleted before it was sent: it never goes.
    dropPendingBookmark(1, shown[1]!.key);
    expect(loadPendingBookmarks(1).map((p) => p.op)).toEqual(['add', 'delete']);
    expect(withPending([], loadPendingBookmarks(1), episode)).toEqual([]);
    expect(loadPendingBookmarks(2)).toHaveLength(1);
  });

  it('sends them in order when the connection returns, keeping those that cannot go yet', async () => {
    queueBookmarkAdd(1, episode, { positionSeconds: 30, note: 'First' });
    queueBookmarkDelete(1, episode, 7);
    queueBookmarkAdd(1, episode, { positionSeconds: 60, note: 'Second' });
    await sendPendingBookmarks(1, offline, isConnectionError, nobody);
    expect(loadPendingBookmarks(1)).toHaveLength(3);

    const sent: string[] = [];
    await sendPendingBookmarks(
      1,
      async (p) => {
        if (p.op === 'delete') throw new TypeError('Failed to fetch');
        sent.push(p.note);
      },
      isConnectionError,
      nobody,
    );
    expect(sent).toEqual(['First', 'Second']);
    expect(loadPendingBookmarks(1)).toMatchObject([{ op: 'delete', id: 7 }]);
  });

  it('drops one the server refused for good and says so, and never sends one twice at once', async () => {
    queueBookmarkAdd(1, episode, { positionSeconds: 30, note: 'Past the limit' });
    const refused: PendingBookmark[] = [];
    await sendPendingBookmarks(
      1,
      () => Promise.reject(new Error('409')),
      isConnectionError,
      (p) => refused.push(p),
    );
    expect(refused).toMatchObject([{ op: 'add', note: 'Past the limit' }]);
    expect(loadPendingBookmarks(1)).toEqual([]);

    // The online event and the app starting can both ask to send: the second waits on the first.
    queueBookmarkAdd(1, episode, { positionSeconds: 45, note: 'Once' });
    let sends = 0;
    const slow = () => new Promise((resolve) => setTimeout(() => resolve(sends++), 10));
    await Promise.all([sendPendingBookmarks(1, slow, isConnectionError, nobody), sendPendingBookmarks(1, slow, isConnectionError, nobody)]);
    expect(sends).toBe(1);
    expect(loadPendingBookmarks(1)).toEqual([]);
  });

  it('keeps the list current as bookmarks are queued and sent', async () => {
    const { result } = renderHook(() => usePendingBookmarks(1));
    expect(result.current).toEqual([]);
    act(() => queueBookmarkAdd(1, episode, { positionSeconds: 30, note: 'Live' }));
    expect(result.current).toMatchObject([{ op: 'add', note: 'Live' }]);
    await act(() => sendPendingBookmarks(1, () => Promise.resolve(), isConnectionError, nobody));
    expect(result.current).toEqual([]);
  });
});
