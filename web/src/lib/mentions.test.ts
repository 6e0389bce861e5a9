import { describe, expect, it } from 'vitest';
import { insertMention, mentionQueryAt, mentions, splitMentions } from './mentions';

describe('the mention being typed', () => {
  it('finds "@" and up to two words before the caret, at the start or after a space', () => {
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('Hi @Mar', 7)).toEqual({ start: 3, query: 'Mar' });
    expect(mentionQueryAt('Hi @Maria San', 13)).toEqual({ start: 3, query: 'Maria San' });
  });

  it('ignores an address, a finished mention and a caret elsewhere', () => {
    expect(mentionQueryAt('mail sam@example.org', 20)).toBeNull();
    expect(mentionQueryAt('Hi @Maria Santos and', 20)).toBeNull();
    expect(mentionQueryAt('Hi @Mar there', 2)).toBeNull();
  });

  it('inserts "@Display Name " in place of what was typed, with the caret after it', () => {
    expect(insertMention('Hi @Mar', 3, 7, 'Maria Santos')).toEqual({ text: 'Hi @Maria Santos ', caret: 17 });
    expect(insertMention('Hi @Mar thanks', 3, 7, 'Maria Santos')).toEqual({ text: 'Hi @Maria Santos thanks', caret: 17 });
  });
});

describe('mentions in a message', () => {
  it('splits out whole-name mentions, longest name first', () => {
    expect(splitMentions('Thanks @Sam Lee and @Sam!', ['Sam', 'Sam Lee'])).toEqual([
      'Thanks ',
      { mention: '@Sam Lee' },
      ' and ',
      { mention: '@Sam' },
      '!',
    ]);
  });

  it('does not take part of a longer word or an email address', () => {
    expect(splitMentions('@Samuel and me@Sam', ['Sam'])).toEqual(['@Samuel and me@Sam']);
    expect(mentions('see you @Ada Lovelace', 'Ada Lovelace')).toBe(true);
    expect(mentions('see you Ada Lovelace', 'Ada Lovelace')).toBe(false);
  });
});
