import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readAudioDuration, useAudioDuration } from './use-audio-duration';

/** Stands in for new Audio(): jsdom cannot load media, so each test says what the file reports. */
class FakeAudio extends EventTarget {
  duration = Number.NaN;
  preload = '';
  src = '';
  removeAttribute(name: string) {
    if (name === 'src') this.src = '';
  }
  load = vi.fn();
  /** The browser has read the file's header. */
  loaded(seconds: number) {
    this.duration = seconds;
    this.dispatchEvent(new Event('loadedmetadata'));
  }
  failed() {
    this.dispatchEvent(new Event('error'));
  }
}

function audioFactory() {
  const made: FakeAudio[] = [];
  const createAudio = () => {
    const audio = new FakeAudio();
    made.push(audio);
    return audio as unknown as HTMLAudioElement;
  };
  return { made, createAudio };
}

describe('readAudioDuration', () => {
  it('loads only the metadata and answers the length in whole seconds, then lets the file go', async () => {
    const { made, createAudio } = audioFactory();
    const result = readAudioDuration('/media/episode-12.mp3', { createAudio });
    const audio = made[0]!;
    expect(audio.preload).toBe('metadata');
    expect(audio.src).toBe('/media/episode-12.mp3');
    audio.loaded(2700.6);
    await expect(result).resolves.toBe(2701);
    expect(audio.src).toBe('');
    expect(audio.load).toHaveBeenCalled();
  });

  it('never answers zero for a very short file', async () => {
    const { made, createAudio } = audioFactory();
    const result = readAudioDuration('/media/chime.mp3', { createAudio });
    made[0]!.loaded(0.3);
    await expect(result).resolves.toBe(1);
  });

  it('fails when the file cannot be read or reports no finite length', async () => {
    const { made, createAudio } = audioFactory();
    const broken = readAudioDuration('/media/broken.mp3', { createAudio });
    made[0]!.failed();
    await expect(broken).rejects.toThrow('could not be read');

    const stream = readAudioDuration('/media/live.mp3', { createAudio });
    made[1]!.loaded(Number.POSITIVE_INFINITY);
    await expect(stream).rejects.toThrow('does not say how long');
  });

  it('stops when cancelled', async () => {
    const { made, createAudio } = audioFactory();
    const controller = new AbortController();
    const result = readAudioDuration('/media/long.mp3', { createAudio, signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(made[0]!.src).toBe('');
  });
});

describe('useAudioDuration', () => {
  it('reports reading, then fills the duration from the chosen file', async () => {
    const { made, createAudio } = audioFactory();
    const onDuration = vi.fn();
    const { result } = renderHook(() => useAudioDuration(onDuration, createAudio));
    expect(result.current.read).toEqual({ state: 'idle' });

    act(() => result.current.readFrom('/media/episode-12.mp3'));
    expect(result.current.read).toEqual({ state: 'reading' });
    await act(async () => made[0]!.loaded(1805.2));
    expect(result.current.read).toEqual({ state: 'done', seconds: 1805 });
    expect(onDuration).toHaveBeenCalledWith(1805);
  });

  it('counts only the latest pick when the editor changes file before the first is read', async () => {
    const { made, createAudio } = audioFactory();
    const onDuration = vi.fn();
    const { result } = renderHook(() => useAudioDuration(onDuration, createAudio));

    act(() => result.current.readFrom('/media/first.mp3'));
    act(() => result.current.readFrom('/media/second.mp3'));
    expect(made[0]!.src).toBe('');
    await act(async () => made[0]!.loaded(100));
    await act(async () => made[1]!.loaded(200));
    expect(onDuration).toHaveBeenCalledTimes(1);
    expect(onDuration).toHaveBeenCalledWith(200);
  });

  it('says when the length could not be read, leaving the field to the editor', async () => {
    const { made, createAudio } = audioFactory();
    const onDuration = vi.fn();
    const { result } = renderHook(() => useAudioDuration(onDuration, createAudio));
    act(() => result.current.readFrom('/media/broken.mp3'));
    await act(async () => made[0]!.failed());
    expect(result.current.read).toEqual({ state: 'failed' });
    expect(onDuration).not.toHaveBeenCalled();
  });

  it('goes back to idle when the file is cleared, and cancels a read when unmounted', () => {
    const { made, createAudio } = audioFactory();
    const { result, unmount } = renderHook(() => useAudioDuration(vi.fn(), createAudio));
    act(() => result.current.readFrom('/media/a.mp3'));
    act(() => result.current.readFrom(null));
    expect(result.current.read).toEqual({ state: 'idle' });
    act(() => result.current.readFrom('/media/b.mp3'));
    unmount();
    expect(made[1]!.src).toBe('');
  });
});
