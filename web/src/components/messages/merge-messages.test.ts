import { describe, expect, it } from 'vitest';
import { mergeMessages, newestId, unsentOnly } from './merge-messages';
import { aMessage } from './testing/message-factory';

describe('merging messages by id', () => {
  it('keeps each message once, oldest to newest, with the newest copy of each', () => {
    const held = [aMessage(1), aMessage(2), aMessage(3)];
    const edited = aMessage(2, { body: 'Changed', editedAt: new Date().toISOString() });
    const merged = mergeMessages(held, [aMessage(5), edited, aMessage(4), aMessage(3)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
    expect(merged[1]!.body).toBe('Changed');
    expect(newestId(merged)).toBe(5);
    expect(newestId([])).toBe(0);
  });

  it('drops a message being sent once the worker has stored it (same clientId), and only then', () => {
    const pending = [
      { clientId: 'client-9-abcdef', body: 'Hi', createdAt: '', failed: false },
      { clientId: 'other-client', body: 'Still going', createdAt: '', failed: true },
    ];
    expect(unsentOnly(pending, [aMessage(9, { mine: true })]).map((p) => p.clientId)).toEqual(['other-client']);
    // Someone else's message with the same client id is not ours.
    expect(unsentOnly(pending, [aMessage(9)])).toHaveLength(2);
  });
});
