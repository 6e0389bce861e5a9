import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadMetadata, media, playButton, renderPlayer, stubPositions, fakeMediaEngine } from './testing/audio-player-harness';

fakeMediaEngine();

describe('AudioPlayer controls', () => {
  it('starts at full volume and describes the volume in words', () => {
    stubPositions();
    const { audio } = renderPlayer();
    const volume = screen.getByRole('slider', { name: 'Volume' });
    expect(volume).toHaveValue('100');
    expect(volume).toHaveAttribute('aria-valuetext', '100%');
    fireEvent.change(volume, { target: { value: '80' } });
    expect(audio.volume).toBe(0.8);
    expect(volume).toHaveAttribute('aria-valuetext', '80%');
  });

  it('asks the element to play, but changes its label only on the play, pause and ended events', () => {
    stubPositions();
    const { audio } = renderPlayer();
    expect(audio).toHaveAttribute('preload', 'metadata');
    expect(playButton()).toHaveAccessibleName('Play Episode 7');
    expect(playButton()).toHaveTextContent('Play');
    fireEvent.click(playButton());
    expect(media.play).toHaveBeenCalledTimes(1);
    expect(playButton()).toHaveAccessibleName('Play Episode 7');

    fireEvent.play(audio);
    expect(playButton()).toHaveAccessibleName('Pause Episode 7');
    expect(playButton()).toHaveTextContent('Pause');
    fireEvent.click(playButton());
    expect(media.pause).toHaveBeenCalledTimes(1);
    fireEvent.pause(audio);
    expect(playButton()).toHaveAccessibleName('Play Episode 7');

    fireEvent.play(audio);
    fireEvent.ended(audio);
    expect(playButton()).toHaveAccessibleName('Play Episode 7');
    expect(media.play).toHaveBeenCalledTimes(1);
  });

  it('skips 10 seconds, clamped to 0 and to the duration', () => {
    stubPositions();
    const { audio } = renderPlayer();
    loadMetadata(audio);
    const back = screen.getByRole('button', { name: 'Skip back 10 seconds' });
    const forward = screen.getByRole('button', { name: 'Skip forward 10 seconds' });
    audio.currentTime = 100;
    fireEvent.click(back);
    expect(audio.currentTime).toBe(90);
    fireEvent.click(forward);
    expect(audio.currentTime).toBe(100);
    audio.currentTime = 4;
    fireEvent.click(back);
    expect(audio.currentTime).toBe(0);
    audio.currentTime = 1795;
    fireEvent.click(forward);
    expect(audio.currentTime).toBe(1800);
  });

  it('seeks by percentage, shows m:ss and speaks the position in words', () => {
    stubPositions();
    const { audio } = renderPlayer();
    loadMetadata(audio);
    const seek = screen.getByRole('slider', { name: 'Seek' });
    fireEvent.change(seek, { target: { value: '50' } });
    expect(audio.currentTime).toBe(900);
    expect(screen.getByText('15:00 / 30:00')).toBeInTheDocument();

    audio.currentTime = 83;
    fireEvent.timeUpdate(audio);
    expect(screen.getByText('1:23 / 30:00')).toBeInTheDocument();
    expect(seek).toHaveAttribute('aria-valuetext', '1 minute 23 seconds of 30 minutes');
    expect(Number((seek as HTMLInputElement).value)).toBeCloseTo((83 / 1800) * 100);
  });

  it('moves in seconds from the keyboard: 5 s an arrow, a minute a Page key, Home and End', () => {
    stubPositions();
    const { audio } = renderPlayer();
    loadMetadata(audio);
    const seek = screen.getByRole('slider', { name: 'Seek' });
    audio.currentTime = 100;
    fireEvent.timeUpdate(audio);
    fireEvent.keyDown(seek, { key: 'ArrowRight' });
    expect(audio.currentTime).toBeCloseTo(105);
    fireEvent.keyDown(seek, { key: 'ArrowLeft' });
    fireEvent.keyDown(seek, { key: 'ArrowDown' });
    expect(audio.currentTime).toBeCloseTo(95);
    fireEvent.keyDown(seek, { key: 'PageUp' });
    expect(audio.currentTime).toBeCloseTo(155);
    fireEvent.keyDown(seek, { key: 'PageDown' });
    expect(audio.currentTime).toBeCloseTo(95);
    fireEvent.keyDown(seek, { key: 'End' });
    expect(audio.currentTime).toBeCloseTo(1800);
    fireEvent.keyDown(seek, { key: 'Home' });
    expect(audio.currentTime).toBe(0);
  });

  it('keeps its value current while focused and playing, in whole seconds, and arrows move from there', () => {
    stubPositions();
    const { audio } = renderPlayer();
    loadMetadata(audio);
    const seek = screen.getByRole('slider', { name: 'Seek' });
    fireEvent.play(audio);
    act(() => seek.focus());
    for (let t = 1; t <= 5; t++) {
      audio.currentTime = t + 0.5;
      fireEvent.timeUpdate(audio);
    }
    expect(seek).toHaveAttribute('aria-valuetext', '5 seconds of 30 minutes');
    expect(Number((seek as HTMLInputElement).value)).toBeCloseTo((5 / 1800) * 100);
    expect(screen.getByText('0:05 / 30:00')).toBeInTheDocument();
    fireEvent.keyDown(seek, { key: 'ArrowRight' });
    expect(audio.currentTime).toBeCloseTo(10.5);
    expect(seek).toHaveAttribute('aria-valuetext', '10 seconds of 30 minutes');
  });

  it('shows the catalogue duration until the element reports its own', () => {
    stubPositions();
    const { audio } = renderPlayer({ durationHint: 1500 });
    expect(screen.getByText('0:00 / 25:00')).toBeInTheDocument();
    loadMetadata(audio, 1805);
    expect(screen.getByText('0:00 / 30:05')).toBeInTheDocument();
  });

  it('applies the chosen playback speed to the element', () => {
    stubPositions();
    const { audio } = renderPlayer();
    const speed = screen.getByRole('combobox', { name: 'Playback speed' });
    expect(speed).toHaveValue('1');
    // 0.5x to 3x in steps of 0.05.
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toHaveLength(51);
    expect(options.slice(0, 3)).toEqual(['0.5×', '0.55×', '0.6×']);
    expect(options).toContain('1.05×');
    expect(options.at(-1)).toBe('3×');
    fireEvent.change(speed, { target: { value: '1.5' } });
    expect(audio.playbackRate).toBe(1.5);
    expect(speed).toHaveValue('1.5');
  });

  it('compact shows only play/pause, seek and time', () => {
    stubPositions();
    renderPlayer({ compact: true, durationHint: 60 });
    expect(playButton()).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Seek' })).toBeInTheDocument();
    expect(screen.getByText('0:00 / 1:00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Skip/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('slider', { name: 'Volume' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Playback speed' })).not.toBeInTheDocument();
  });
});

describe('AudioPlayer media session', () => {
  it('publishes metadata and handlers, and removes them on unmount', () => {
    stubPositions();
    const handlers = new Map<string, MediaSessionActionHandler | null>();
    const session = {
      metadata: null as unknown,
      playbackState: 'none',
      setActionHandler: vi.fn((action: string, handler: MediaSessionActionHandler | null) => void handlers.set(action, handler)),
    };
    Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: session });
    vi.stubGlobal(
      'MediaMetadata',
      class {
        constructor(init: object) {
          Object.assign(this, init);
        }
      },
    );
    try {
      const { audio, unmount } = renderPlayer({ subtitle: 'CripChat', artworkUrl: '/media/cover.jpg' });
      loadMetadata(audio);
      expect(session.metadata).toEqual({ title: 'Episode 7', artist: 'CripChat', artwork: [{ src: '/media/cover.jpg' }] });
      expect([...handlers.keys()].sort()).toEqual(['pause', 'play', 'seekbackward', 'seekforward', 'seekto']);

      audio.currentTime = 100;
      act(() => handlers.get('seekforward')?.({ action: 'seekforward' }));
      expect(audio.currentTime).toBe(110);
      act(() => handlers.get('seekbackward')?.({ action: 'seekbackward' }));
      expect(audio.currentTime).toBe(100);
      act(() => handlers.get('seekto')?.({ action: 'seekto', seekTime: 600 }));
      expect(audio.currentTime).toBe(600);
      act(() => handlers.get('play')?.({ action: 'play' }));
      expect(media.play).toHaveBeenCalledTimes(1);

      unmount();
      expect(session.metadata).toBeNull();
      expect([...handlers.values()].every((h) => h === null)).toBe(true);
    } finally {
      Reflect.deleteProperty(navigator, 'mediaSession');
    }
  });
});
