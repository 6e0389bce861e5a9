import { virtual } from '@guidepup/virtual-screen-reader';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AudioPlayer } from '@/components/audio-player/audio-player';
import { PlayerProvider } from '@/components/audio-player/player-provider';
import { restoreMedia, stubMedia } from '@/components/audio-player/testing/fake-media';
import { forget, heard, listen } from '@/test/screen-reader';

beforeEach(() => stubMedia({ duration: 2700 }));
afterEach(restoreMedia);

const item = {
  kind: 'episode',
  itemId: 7,
  src: '/media/ep.mp3',
  title: 'Episode 7',
  durationHint: 2700,
  href: '/podcasts/7',
  rateKey: 'show:test',
} as const;

describe('The player’s seek slider, heard through a screen reader', () => {
  it('moves 5 seconds an arrow and a minute a Page key, said in words, and stays quiet while the audio plays', async () => {
    render(
      <PlayerProvider>
        <AudioPlayer item={item} cue />
      </PlayerProvider>,
    );
    const audio = document.querySelector('audio')!;
    fireEvent.loadedMetadata(audio);
    await listen();
    const seek = screen.getByRole('slider', { name: 'Seek' });
    act(() => seek.focus());
    expect((await heard()).at(-1)).toBe(
      'slider, Seek, orientated horizontally, max value 100, min value 0, current value 0 seconds of 45 minutes',
    );

    fireEvent.keyDown(seek, { key: 'ArrowRight' });
    fireEvent.keyDown(seek, { key: 'PageUp' });
    expect(seek).toHaveAttribute('aria-valuetext', '1 minute 5 seconds of 45 minutes');

    // Playing: the position moves every second, and nothing more is said.
    fireEvent.play(audio);
    await forget();
    for (let t = 66; t < 71; t++) {
      audio.currentTime = t;
      fireEvent.timeUpdate(audio);
    }
    expect(await heard()).toEqual([]);
    expect(seek).toHaveFocus();
  }, 30_000);

  it('keeps its value current while it has focus and the audio plays, and an arrow moves from there', async () => {
    render(
      <PlayerProvider>
        <AudioPlayer item={item} cue />
      </PlayerProvider>,
    );
    const audio = document.querySelector('audio')!;
    fireEvent.loadedMetadata(audio);
    audio.currentTime = 6;
    fireEvent.timeUpdate(audio);
    await listen();
    const seek = screen.getByRole('slider', { name: 'Seek' });
    act(() => seek.focus());
    expect((await heard()).at(-1)).toMatch(/current value 6 seconds of 45 minutes$/);

    // Five seconds of play: the slider's value follows, and no announcement is pushed for it.
    fireEvent.play(audio);
    await forget();
    for (let t = 7; t <= 11; t++) {
      audio.currentTime = t + 0.25;
      fireEvent.timeUpdate(audio);
    }
    expect(await heard()).toEqual([]);
    expect(seek).toHaveAttribute('aria-valuetext', '11 seconds of 45 minutes');

    // One arrow: 5 seconds on from what the slider says, not from where it was focused.
    await virtual.press('ArrowRight');
    expect(audio.currentTime).toBeCloseTo(16.25);
    expect((await heard()).at(-1)).toMatch(/current value 16 seconds of 45 minutes$/);
    expect(seek).toHaveFocus();
  }, 30_000);
});
