import { describe, expect, it } from 'vitest';
import { createAnnounceGate, isTyping, NOTIFICATION_ANNOUNCE_INTERVAL_MS } from './announce-gate';

describe('createAnnounceGate', () => {
  it('lets one announcement through a minute', () => {
    let now = 1_000;
    const gate = createAnnounceGate(() => now);
    expect(gate()).toBe(true);
    now += NOTIFICATION_ANNOUNCE_INTERVAL_MS - 1;
    expect(gate()).toBe(false);
    now += 1;
    expect(gate()).toBe(true);
  });
});

describe('isTyping', () => {
  const el = (html: string) => {
    document.body.innerHTML = html;
    return document.body.firstElementChild;
  };
  it('is true in text fields and false on buttons, radios and read-only text', () => {
    expect(isTyping(el('<textarea></textarea>'))).toBe(true);
    expect(isTyping(el('<input type="search">'))).toBe(true);
    expect(isTyping(el('<input>'))).toBe(true);
    expect(isTyping(el('<textarea readonly></textarea>'))).toBe(false);
    expect(isTyping(el('<input type="radio">'))).toBe(false);
    expect(isTyping(el('<button>Send</button>'))).toBe(false);
    expect(isTyping(null)).toBe(false);
  });
});
