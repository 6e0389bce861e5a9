import { pendingQueue } from '@/lib/offline/pending-queue';
import type { ListenableKind } from '@/lib/api-types';

// Listening positions that could not be sent (no connection), kept on this device per member
// until the connection returns. Each carries the time the listener was there: the server keeps
// the newest by that time (savedAt), so a late one never overwrites a later save.

export type PendingPosition = { kind: ListenableKind; itemId: number; positionSeconds: number; savedAt: string };

const sameItem = (a: PendingPosition, b: PendingPosition) => a.kind === b.kind && a.itemId === b.itemId;
const queue = pendingQueue<PendingPosition>('listening-positions', (a, b) => sameItem(a, b) && a.savedAt === b.savedAt);

export const loadPending = queue.load;

/** Keeps the newest unsent position of each item (one per item: only where they stopped matters). */
export function queuePosition(memberId: number, position: PendingPosition): void {
  queue.update(memberId, (pending) => {
    const kept = pending.find((p) => sameItem(p, position));
    return [...pending.filter((p) => !sameItem(p, position)), kept && kept.savedAt > position.savedAt ? kept : position];
  });
}

/** Sends every queued position; one refused for good (the item was withdrawn) is dropped, not retried for ever. */
export const sendPending = (
  memberId: number,
  send: (position: PendingPosition) => Promise<unknown>,
  isConnectionError: (error: unknown) => boolean,
): Promise<void> =>
  queue.send(memberId, send, isConnectionError, (_, error) => console.warn('A queued listening position was refused', error));
