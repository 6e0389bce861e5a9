import { describe, expect, it } from 'vitest';
import { seekValueText, spokenDuration, volumeValueText } from './spoken-time';

describe('spoken time', () => {
  it('says durations in words with singular and plural units', () => {
    expect(spokenDuration(0)).toBe('0 seconds');
    expect(spokenDuration(1)).toBe('1 second');
    expect(spokenDuration(83.9)).toBe('1 minute 23 seconds');
    expect(spokenDuration(1800)).toBe('30 minutes');
    expect(spokenDuration(3661)).toBe('1 hour 1 minute 1 second');
    expect(spokenDuration(Number.NaN)).toBe('0 seconds');
  });

  it('says the seek position against the length, when the length is known', () => {
    expect(seekValueText(83, 1800)).toBe('1 minute 23 seconds of 30 minutes');
    expect(seekValueText(83, 0)).toBe('1 minute 23 seconds');
  });

  it('says the volume as a percentage', () => {
    expect(volumeValueText(0.8)).toBe('80%');
    expect(volumeValueText(1)).toBe('100%');
  });
});
