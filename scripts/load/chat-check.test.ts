// The chat phase's own accounting: a run where every message arrived once and is stored once
// passes, and each way of failing (a missing receipt, a duplicate, an unacknowledged arrival,
// a lost or doubled row) is counted where it belongs.
import { describe, expect, it } from 'vitest';
import { checkChat, type AckedMessage, type Receipt } from './chat-check';

const acked: AckedMessage[] = [
  { id: 11, clientId: 'a', channel: 'conversation:1', sender: 0, sentAt: 100 },
  { id: 12, clientId: 'b', channel: 'conversation:1', sender: 1, sentAt: 200 },
  { id: 40, clientId: 'c', channel: 'room:7', sender: 2, sentAt: 300 },
];
const audiences = new Map([
  ['conversation:1', [0, 1]],
  ['room:7', [0, 2, 3]],
]);
const allReceived = (): Map<number, Receipt[]> =>
  new Map([
    [
      0,
      [
        { channel: 'conversation:1', id: 11, at: 101 },
        { channel: 'conversation:1', id: 12, at: 210 },
        { channel: 'room:7', id: 40, at: 320 },
      ],
    ],
    [
      1,
      [
        { channel: 'conversation:1', id: 11, at: 105 },
        { channel: 'conversation:1', id: 12, at: 201 },
      ],
    ],
    [2, [{ channel: 'room:7', id: 40, at: 301 }]],
    [3, [{ channel: 'room:7', id: 40, at: 330 }]],
  ]);
const allStored = () =>
  new Map([
    [
      'conversation:1',
      [
        { id: 10, clientId: 'welcome' },
        { id: 11, clientId: 'a' },
        { id: 12, clientId: 'b' },
      ],
    ],
    ['room:7', [{ id: 40, clientId: 'c' }]],
  ]);
const before = new Map([['conversation:1', new Set([10])]]);

describe('the chat phase checker', () => {
  it('passes a run where every member got every message once and each is stored once', () => {
    const verdict = checkChat({ acked, audiences, received: allReceived(), stored: allStored(), before });
    expect(verdict).toMatchObject({ delivered: 7, missing: [], duplicates: [], unexpected: [], stored: [] });
    // Other members' sockets only (the sender's own copy is not a delivery): 5 for 1, 10 for 0, 20 and 30 in the room.
    expect(verdict.latencies.sort((x, y) => x - y)).toEqual([5, 10, 20, 30]);
  });

  it('counts a duplicated and a missing message, each once and for the right member', () => {
    const received = allReceived();
    received.get(1)!.push({ channel: 'conversation:1', id: 11, at: 400 });
    received.set(
      3,
      received.get(3)!.filter((r) => r.id !== 40),
    );
    const verdict = checkChat({ acked, audiences, received, stored: allStored(), before });
    expect(verdict.duplicates).toEqual(['member 1 received conversation:1#11 2 times']);
    expect(verdict.missing).toEqual(['member 3 never received room:7#40']);
    expect(verdict.delivered).toBe(6);
    // The duplicate's latency is its first arrival's.
    expect(verdict.latencies.sort((x, y) => x - y)).toEqual([5, 10, 20]);
  });

  it('reports a message that arrived without an acknowledged send', () => {
    const received = allReceived();
    received.get(2)!.push({ channel: 'room:7', id: 41, at: 500 });
    expect(checkChat({ acked, audiences, received, stored: allStored(), before }).unexpected).toEqual([
      'member 2 received room:7#41, which no send was answered for',
    ]);
  });

  it('reports a message not stored, one stored twice and a row nobody was answered for', () => {
    const stored = allStored();
    stored.set('room:7', []);
    stored.get('conversation:1')!.push({ id: 13, clientId: 'b' });
    const verdict = checkChat({ acked, audiences, received: allReceived(), stored, before });
    expect(verdict.stored.sort()).toEqual(
      [
        'conversation:1#13 is stored but no send was answered for it',
        'clientId b is stored 2 times in conversation:1',
        'room:7#40 is not stored as acknowledged',
      ].sort(),
    );
  });

  it('does not pass a channel that was never read back', () => {
    const stored = allStored();
    stored.delete('room:7');
    expect(checkChat({ acked, audiences, received: allReceived(), stored, before }).stored).toEqual([
      'room:7 was not read back, so 40 is unchecked',
    ]);
  });
});
