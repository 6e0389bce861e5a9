import { afterEach, describe, expect, it } from 'vitest';
import { loadPending, queuePosition, sendPending, type PendingPosition } from './pending-positions';

afterEach(() => localStorage.clear());

const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`;
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const isConnectionError = (error: unknown) => error instanceof TypeError;

describe('positions queued offline', () => {
  it('keeps the newest position of each item, per member', () => {
    queuePosition(1, { kind: 'episode', itemId: 5, positionSeconds: 10, savedAt: at(1) });
    queuePosition(1, { kind: 'episode', itemId: 5, positionSeconds: 40, savedAt: at(3) });
    queuePosition(1, { kind: 'episode', itemId: 5, positionSeconds: 20, savedAt: at(2) });
    queuePosition(1, { kind: 'audiobook', itemId: 5, positionSeconds: 7, savedAt: at(1) });
    queuePosition(2, { kind: 'episode', itemId: 5, positionSeconds: 99, savedAt: at(9) });
    expect(loadPending(1)).toEqual([
      { kind: 'episode', itemId: 5, positionSeconds: 40, savedAt: at(3) },
      { kind: 'audiobook', itemId: 5, positionSeconds: 7, savedAt: at(1) },
    ]);
    expect(loadPending(2)).toHaveLength(1);
  });

  it('sends them when the connection returns, keeping any that still cannot go', async () => {
    queuePosition(1, { kind: 'episode', itemId: 5, positionSeconds: 40, savedAt: at(3) });
    queuePosition(1, { kind: 'audiobook', itemId: 6, positionSeconds: 7, savedAt: at(1) });
    await sendPending(1, offline, isConnectionError);
    expect(loadPending(1)).toHaveLength(2);

    const sent: PendingPosition[] = [];
    await sendPending(
      1,
      async (p) => {
        if (p.kind === 'audiobook') throw new TypeError('Failed to fetch');
        sent.push(p);
      },
      isConnectionError,
    );
    expect(sent).toEqual([{ kind: 'episode', itemId: 5, positionSeconds: 40, savedAt: at(3) }]);
    expect(loadPending(1)).toEqual([{ kind: 'audiobook', itemId: 6, positionSeconds: 7, savedAt: at(1) }]);

    // Refused for good (the item was withdrawn): dropped, not retried for ever.
    await sendPending(1, () => Promise.reject(new Error('404')), isConnectionError);
    expect(loadPending(1)).toEqual([]);
  });
});
