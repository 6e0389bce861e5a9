import { describe, expect, it } from 'vitest';
import {
  announcement,
  createTypingGate,
  heldWhileTyping,
  onNewMessage,
  shouldAnnounce,
  TYPING_ANNOUNCE_INTERVAL_MS,
} from './announce-policy';
import { aMessage } from './testing/message-factory';

const base = { announce: 'all', announceWhileTyping: false, typing: false, privateOrMention: true } as const;

describe('which new messages a screen reader hears', () => {
  it('says others’ messages with the sender and text, never the member’s own', () => {
    expect(shouldAnnounce(aMessage(1), base)).toBe(true);
    expect(shouldAnnounce(aMessage(1, { mine: true }), base)).toBe(false);
    expect(announcement(aMessage(1, { body: 'See you at 3' }))).toBe('Alex Chen: See you at 3');
    expect(announcement(aMessage(1, { deleted: true, body: '' }))).toBe('Alex Chen: Message deleted');
  });

  it('keeps quiet while the member types, unless they chose to hear messages then', () => {
    expect(shouldAnnounce(aMessage(1), { ...base, typing: true })).toBe(false);
    expect(shouldAnnounce(aMessage(1), { ...base, typing: true, announceWhileTyping: true })).toBe(true);
  });

  it('holds a message while the member types, but says a mention at once, and sums up what was held', () => {
    const typing = { ...base, typing: true, mentionsMe: false };
    expect(onNewMessage(aMessage(1), { ...base, mentionsMe: false })).toBe('say');
    expect(onNewMessage(aMessage(1), typing)).toBe('hold');
    expect(onNewMessage(aMessage(1), { ...typing, mentionsMe: true })).toBe('say');
    expect(onNewMessage(aMessage(1), { ...typing, announceWhileTyping: true })).toBe('say');
    expect(onNewMessage(aMessage(1, { mine: true }), typing)).toBeNull();
    expect(onNewMessage(aMessage(1), { ...typing, announce: 'none', mentionsMe: true })).toBeNull();
    expect(heldWhileTyping(1)).toBe('1 new message while you typed');
    expect(heldWhileTyping(3)).toBe('3 new messages while you typed');
  });

  it('follows the setting: none, or only private messages and mentions', () => {
    expect(shouldAnnounce(aMessage(1), { ...base, announce: 'none' })).toBe(false);
    expect(shouldAnnounce(aMessage(1), { ...base, announce: 'mentions' })).toBe(true);
    expect(shouldAnnounce(aMessage(1), { ...base, announce: 'mentions', privateOrMention: false })).toBe(false);
  });

  it('says typing at most once per conversation per minute', () => {
    let now = 0;
    const gate = createTypingGate(() => now);
    expect(gate(7)).toBe(true);
    now = TYPING_ANNOUNCE_INTERVAL_MS - 1;
    expect(gate(7)).toBe(false);
    expect(gate(8)).toBe(true);
    now = TYPING_ANNOUNCE_INTERVAL_MS;
    expect(gate(7)).toBe(true);
  });
});
