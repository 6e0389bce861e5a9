import { describe, expect, it } from 'vitest';
import { cueIndexAt } from './cue-at';

const cue = (start: number, end: number) => ({ start, end, text: `at ${start}`, speaker: null });

describe('cueIndexAt', () => {
  const cues = [cue(1, 4), cue(4, 6), cue(8, 10), cue(10, 12)];
  it('finds the cue spoken at a time, boundaries going to the cue that starts there', () => {
    expect(cueIndexAt(cues, 0.5)).toBe(-1);
    expect(cueIndexAt(cues, 1)).toBe(0);
    expect(cueIndexAt(cues, 3.99)).toBe(0);
    expect(cueIndexAt(cues, 4)).toBe(1);
    expect(cueIndexAt(cues, 10)).toBe(3);
    expect(cueIndexAt(cues, 500)).toBe(3);
  });
  it('keeps the last cue spoken through a pause', () => {
    expect(cueIndexAt(cues, 7)).toBe(1);
  });
  it('finds nothing in no cues, and agrees with a plain scan over a long transcript', () => {
    expect(cueIndexAt([], 3)).toBe(-1);
    const long = Array.from({ length: 1500 }, (_, i) => cue(i * 2.4, i * 2.4 + 2));
    for (const time of [0, 1.1, 2.4, 999.9, 3597.6, 4000]) {
      const scan = long.reduce((found, c, i) => (c.start <= time ? i : found), -1);
      expect(cueIndexAt(long, time), String(time)).toBe(scan);
    }
  });
});
