import type { ListenableKind } from '@schemas/listening';

// Listening positions that could not be sent (no connection), kept on this device per member
// until the connection returns. Each carries the time the listener was there: the server keeps
// the newest by that time (savedAt), so a late one never overwrites a later save.

export type PendingPosition = { kind: ListenableKind; itemId: number; positionSeconds: number; savedAt: string };

const keyFor = (memberId: number) => `listening-positions-pending:${memberId}`;

export function loadPending(memberId: number): PendingPosition[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyFor(memberId)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as PendingPosition[]) : [];
  } catch {
    return [];
  }
}

function savePending(memberId: number, pending: PendingPosition[]) {
  try {
    if (pending.length === 0) localStorage.removeItem(keyFor(memberId));
    else localStorage.setItem(keyFor(memberId), JSON.stringify(pending));
  } catch {
    // Storage full or blocked: the position is a convenience, losing one is acceptable.
  }
}

/** Keeps the newest unsent position of each item (one per item: only where they stopped matters). */
export function queuePosition(memberId: number, position: PendingPosition): void {
  const others = loadPending(memberId).filter((p) => !(p.kind === position.kind && p.itemId === position.itemId));
  const kept = loadPending(memberId).find((p) => p.kind === position.kind && p.itemId === position.itemId);
  savePending(memberId, [...others, kept && kept.savedAt > position.savedAt ? kept : position]);
}

const same = (a: PendingPosition, b: PendingPosition) => a.kind === b.kind && a.itemId === b.itemId && a.savedAt === b.savedAt;

/**
 * Sends every queued position; each one the server answered (saved, or refused for good) leaves
 * the queue, those that failed for want of a connection stay for next time, and any queued
 * while these were on their way are kept.
 */
export async function sendPending(
  memberId: number,
  send: (position: PendingPosition) => Promise<unknown>,
  isConnectionError: (error: unknown) => boolean,
): Promise<void> {
  const done: PendingPosition[] = [];
  for (const position of loadPending(memberId)) {
    try {
      await send(position);
      done.push(position);
    } catch (error) {
      if (isConnectionError(error)) continue;
      console.warn('A queued listening position was refused', error);
      done.push(position);
    }
  }
  savePending(
    memberId,
    loadPending(memberId).filter((p) => !done.some((d) => same(d, p))),
  );
}
