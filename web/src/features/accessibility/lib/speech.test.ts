import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubSpeech } from '../test/stub-speech';
import { speak } from './speech';

afterEach(() => vi.unstubAllGlobals());

describe('speak', () => {
  it('speaks at rate 0.9, pitch 1 and volume 0.8, cutting off the previous confirmation', () => {
    const { synth } = stubSpeech();
    expect(speak('High contrast on')).toBe(true);
    expect(synth.cancel).toHaveBeenCalled();
    expect(synth.speak).toHaveBeenCalledWith(expect.objectContaining({ text: 'High contrast on', rate: 0.9, pitch: 1, volume: 0.8 }));
  });

  it('does nothing in a browser without speechSynthesis', () => {
    expect('speechSynthesis' in window).toBe(false);
    expect(speak('Text size 130 percent')).toBe(false);
  });
});
