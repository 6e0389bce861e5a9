import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { PLAYBACK_RATES, stepRate } from './playback-rate';
import { usePlayer, type Player, type PlayerItem } from './player-context';
import { PlayerProvider } from './player-provider';

// The app's one player, driven through its context as the pages and the dock drive it.
// jsdom has no media engine: play/pause/load are stubbed and the length is set from here.

let mediaDuration = Number.NaN;
let playSpy: Mock<() => Promise<void>>;

beforeEach(() => {
  mediaDuration = Number.NaN;
  playSpy = vi.fn(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(playSpy);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockImplementation(() => mediaDuration);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

type FetchSpy = Mock<(url: string, init?: RequestInit) => Promise<Response>>;

/** Every item has `saved` seconds stored; PUTs succeed. */
function stubPositions(saved = 0) {
  const spy: FetchSpy = vi.fn(async (url: string, init?: RequestInit) => {
    const [, , , kind, id] = url.split('/');
    const body = init?.method === 'PUT' ? (JSON.parse(String(init.body)) as { positionSeconds: number }).positionSeconds : saved;
    return Response.json({ kind, itemId: Number(id), positionSeconds: body, updatedAt: null });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

const puts = (spy: FetchSpy) =>
  spy.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([url, init]) => `${url} ${JSON.parse(String(init?.body)).positionSeconds}`);

const episode = (id: number): PlayerItem => ({
  kind: 'episode',
  itemId: id,
  src: `/media/episode-${id}.wav`,
  title: `Episode ${id}`,
  href: `/podcasts/${id}`,
  rateKey: 'show:cripchat',
});
const book: PlayerItem = {
  kind: 'audiobook',
  itemId: 3,
  src: '/media/book-3.wav',
  title: 'Book 3',
  href: '/library/3',
  rateKey: 'audiobook:3',
};

/** Renders the provider and hands back its context, always the latest. */
function renderProvider() {
  const ref: { current: Player | null } = { current: null };
  function Probe() {
    ref.current = usePlayer();
    return <p>{ref.current.item?.title ?? 'Nothing loaded'}</p>;
  }
  const utils = render(
    <PlayerProvider>
      <Probe />
    </PlayerProvider>,
  );
  const audio = utils.container.querySelector('audio')!;
  return { ...utils, audio, player: () => ref.current! };
}

/** Loads an item and waits until its saved position has been applied (the player is ready). */
async function loadReady(player: () => Player, audio: HTMLAudioElement, item: PlayerItem, autoPlay = false) {
  act(() => player().load(item, { autoPlay }));
  mediaDuration = 30;
  fireEvent.loadedMetadata(audio);
  await waitFor(() => expect(player().item).toBe(item));
  await act(async () => {});
}

describe('PlayerProvider', () => {
  it('has one audio element and loads nothing until asked', () => {
    stubPositions();
    const { container, audio, player } = renderProvider();
    expect(container.querySelectorAll('audio')).toHaveLength(1);
    expect(audio.getAttribute('src')).toBeNull();
    expect(player().item).toBeNull();
    expect(screen.getByText('Nothing loaded')).toBeInTheDocument();
  });

  it('starts a loaded item only once its saved position is applied', async () => {
    stubPositions(12);
    const { audio, player } = renderProvider();
    act(() => player().load(episode(1), { autoPlay: true }));
    expect(audio.getAttribute('src')).toBe('/media/episode-1.wav');
    await act(async () => {});
    expect(playSpy).not.toHaveBeenCalled();
    mediaDuration = 30;
    fireEvent.loadedMetadata(audio);
    await waitFor(() => expect(playSpy).toHaveBeenCalledTimes(1));
    expect(audio.currentTime).toBe(12);
    expect(player().resumeFrom).toBe(12);
  });

  it('cues an item only while nothing else is loaded', async () => {
    stubPositions();
    const { audio, player } = renderProvider();
    await loadReady(player, audio, episode(1));
    act(() => player().cue(episode(2)));
    expect(player().item?.itemId).toBe(1);
    expect(audio.getAttribute('src')).toBe('/media/episode-1.wav');
  });

  it('skips 10 seconds clamped to 0 and the length, and seeks by percentage', async () => {
    stubPositions();
    const { audio, player } = renderProvider();
    await loadReady(player, audio, episode(1));
    audio.currentTime = 25;
    act(() => player().skip(10));
    expect(audio.currentTime).toBe(30);
    audio.currentTime = 4;
    act(() => player().skip(-10));
    expect(audio.currentTime).toBe(0);
    act(() => player().seekToPercent(50));
    expect(audio.currentTime).toBe(15);
    expect(player().currentTime).toBe(15);
  });

  it('saves the old item’s position when another is loaded, and starts the new one from its own', async () => {
    const fetchSpy = stubPositions();
    const { audio, player } = renderProvider();
    await loadReady(player, audio, episode(1));
    fireEvent.play(audio);
    audio.currentTime = 17.4;
    fireEvent.timeUpdate(audio);
    expect(player().currentTime).toBe(17.4);

    act(() => player().load(book, { autoPlay: true }));
    await waitFor(() => expect(puts(fetchSpy)).toEqual(['/api/listening-positions/episode/1 17']));
    expect(audio.getAttribute('src')).toBe('/media/book-3.wav');
    expect(player().item).toBe(book);
    expect(player().currentTime).toBe(0);
  });

  it('saves the position and empties the player on close', async () => {
    const fetchSpy = stubPositions();
    const { audio, player } = renderProvider();
    await loadReady(player, audio, episode(1));
    fireEvent.play(audio);
    audio.currentTime = 9;
    act(() => player().close());
    await waitFor(() => expect(puts(fetchSpy)).toEqual(['/api/listening-positions/episode/1 9']));
    expect(player().item).toBeNull();
    expect(audio.getAttribute('src')).toBeNull();
  });

  it('waits for the saved position again when an item is loaded again after closing', async () => {
    stubPositions(12);
    const { audio, player } = renderProvider();
    await loadReady(player, audio, episode(1));
    expect(audio.currentTime).toBe(12);
    act(() => player().close());
    audio.currentTime = 0;
    act(() => player().load(episode(1), { autoPlay: true }));
    await act(async () => {});
    expect(playSpy).not.toHaveBeenCalled();
    fireEvent.loadedMetadata(audio);
    await waitFor(() => expect(playSpy).toHaveBeenCalledTimes(1));
    expect(audio.currentTime).toBe(12);
  });

  it('sets speed in 0.05 steps within 0.5x and 3x, remembered per show or book', async () => {
    stubPositions();
    const { audio, player } = renderProvider();
    await loadReady(player, audio, episode(1));
    act(() => player().setRate(stepRate(player().rate, 3)));
    expect(audio.playbackRate).toBe(1.15);
    act(() => player().setRate(9));
    expect(audio.playbackRate).toBe(3);
    act(() => player().setRate(1.35));

    // Another episode of the same show keeps the speed; a book has its own.
    await loadReady(player, audio, book);
    expect(audio.playbackRate).toBe(1);
    act(() => player().setRate(0.8));
    await loadReady(player, audio, episode(2));
    expect(audio.playbackRate).toBe(1.35);
    expect(player().rate).toBe(1.35);
    await loadReady(player, audio, book);
    expect(audio.playbackRate).toBe(0.8);
  });
});

describe('Up next', () => {
  it('keeps a queue on the device, plays the next when one ends, and takes what plays out of it', async () => {
    stubPositions();
    const { audio, player } = renderProvider();
    await loadReady(player, audio, episode(1));
    act(() => player().addToQueue(episode(2)));
    act(() => player().addToQueue(book));
    act(() => player().addToQueue(episode(2)));
    act(() => player().addToQueue(episode(1)));
    expect(player().queue.map((q) => q.title)).toEqual(['Episode 2', 'Book 3']);
    act(() => player().moveInQueue(1, -1));
    expect(player().queue.map((q) => q.title)).toEqual(['Book 3', 'Episode 2']);
    expect((JSON.parse(localStorage.getItem('player-queue')!) as PlayerItem[]).map((q) => q.itemId)).toEqual([3, 2]);

    fireEvent.ended(audio);
    await waitFor(() => expect(player().item?.title).toBe('Book 3'));
    expect(player().queue.map((q) => q.title)).toEqual(['Episode 2']);
    fireEvent.loadedMetadata(audio);
    await waitFor(() => expect(playSpy).toHaveBeenCalledTimes(1));

    // Turned off, the end is the end.
    act(() => player().setPreferences({ autoAdvance: false }));
    fireEvent.ended(audio);
    await act(async () => {});
    expect(player().item?.title).toBe('Book 3');
    act(() => player().clearQueue());
    expect(player().queue).toEqual([]);
    expect(localStorage.getItem('player-queue')).toBeNull();
  });
});

describe('playback rates', () => {
  it('run from 0.5x to 3x in steps of 0.05, and a step never leaves that range', () => {
    expect(PLAYBACK_RATES).toHaveLength(51);
    expect(PLAYBACK_RATES[0]).toBe(0.5);
    expect(PLAYBACK_RATES[11]).toBe(1.05);
    expect(PLAYBACK_RATES.at(-1)).toBe(3);
    expect(stepRate(1, 1)).toBe(1.05);
    expect(stepRate(1, -1)).toBe(0.95);
    expect(stepRate(0.5, -1)).toBe(0.5);
    expect(stepRate(3, 1)).toBe(3);
  });
});
