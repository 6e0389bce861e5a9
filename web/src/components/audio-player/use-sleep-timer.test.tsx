import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePlayer, type Player, type PlayerItem } from './player-context';
import { PlayerProvider } from './player-provider';
import { anEpisode, noPosition, stubMedia } from './testing/fake-media';

// The sleep timer as the engine runs it: the last ten seconds fade, then it pauses and puts the
// volume back; a timer for the end of the recording also keeps "Up next" from starting.

let pauseSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  pauseSpy = vi.fn();
  stubMedia({ pause: pauseSpy as () => void, fetch: noPosition(1) });
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const item = (id: number): PlayerItem =>
  anEpisode({ itemId: id, src: `/media/${id}.wav`, title: `Episode ${id}`, href: `/podcasts/${id}` });

const probe: { current: Player | null } = { current: null };

async function setUp() {
  function Probe() {
    probe.current = usePlayer();
    const { load } = probe.current;
    useEffect(() => load(item(1)), [load]);
    return null;
  }
  render(
    <PlayerProvider>
      <Probe />
    </PlayerProvider>,
  );
  await act(async () => {});
  const audio = document.querySelector('audio')!;
  fireEvent.loadedMetadata(audio);
  audio.volume = 0.8;
  audio.currentTime = 100;
  fireEvent.play(audio);
  return audio;
}

describe('the sleep timer in the engine', () => {
  it('fades the last ten seconds of a chapter, pauses at its end and restores the volume', async () => {
    const audio = await setUp();
    act(() => probe.current!.setSleepTimer({ kind: 'chapter', stopAt: 120 }));
    await act(async () => void vi.advanceTimersByTime(300));
    expect(audio.volume).toBe(0.8);
    audio.currentTime = 115;
    await act(async () => void vi.advanceTimersByTime(300));
    expect(audio.volume).toBeCloseTo(0.4);
    expect(pauseSpy).not.toHaveBeenCalled();
    audio.currentTime = 120;
    await act(async () => void vi.advanceTimersByTime(300));
    expect(pauseSpy).toHaveBeenCalledTimes(1);
    expect(audio.volume).toBe(0.8);
    expect(probe.current!.sleepTimer).toBeNull();
  });

  it('counts minutes on the clock', async () => {
    const audio = await setUp();
    act(() => probe.current!.setSleepTimer({ kind: 'minutes', minutes: 5, endsAt: Date.now() + 5 * 60_000 }));
    await act(async () => void vi.advanceTimersByTime(4 * 60_000 + 55_000));
    expect(audio.volume).toBeCloseTo(0.4);
    await act(async () => void vi.advanceTimersByTime(5_000));
    expect(pauseSpy).toHaveBeenCalledTimes(1);
    expect(audio.volume).toBe(0.8);
  });

  it('stops at the end of the recording without starting Up next, and turning it off restores the volume', async () => {
    const audio = await setUp();
    act(() => probe.current!.addToQueue(item(2)));
    act(() => probe.current!.setSleepTimer({ kind: 'end' }));
    audio.currentTime = 1795;
    await act(async () => void vi.advanceTimersByTime(300));
    expect(audio.volume).toBeCloseTo(0.4);
    act(() => probe.current!.setSleepTimer(null));
    expect(audio.volume).toBe(0.8);
    act(() => probe.current!.setSleepTimer({ kind: 'end' }));
    fireEvent.ended(audio);
    await act(async () => {});
    expect(probe.current!.item?.itemId).toBe(1);
    expect(probe.current!.queue.map((q) => q.itemId)).toEqual([2]);
    expect(probe.current!.sleepTimer).toBeNull();
  });
});
