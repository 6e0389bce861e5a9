import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { clampRate, rememberedRate, rememberRate } from './playback-rate';
import { playerStore, sameItem, takePendingRequest, type Player, type PlayerItem } from './player-context';
import { loadPreferences, savePreferences, type PlayerPreferences } from './player-preferences';
import { dequeue, enqueue, loadQueue, move, saveQueue } from './player-queue';
import { useAudioPlayer } from './use-audio-player';
import { useSendPendingBookmarks } from './use-bookmarks';
import { useListeningPosition } from './use-listening-position';
import { useMediaSession } from './use-media-session';
import { useSleepTimer } from './use-sleep-timer';

/**
 * The app's one audio element and everything that drives it. The app layout mounts it once for a
 * signed-in member, beside the router's outlet, so playback goes on while the member moves
 * between screens; it is loaded lazily, so visitors who are not signed in never download it.
 * It publishes itself through playerStore, which the page players and the dock read (usePlayer).
 */
function PlayerEngine() {
  const [item, setItem] = useState<PlayerItem | null>(null);
  const [preferences, setPreferencesState] = useState<PlayerPreferences>(loadPreferences);
  const [queue, setQueueState] = useState<PlayerItem[]>(loadQueue);
  const setQueue = (next: PlayerItem[]) => {
    setQueueState(next);
    saveQueue(next);
  };
  const { audioRef, reset, ...engine } = useAudioPlayer(item?.durationHint);
  // The item waiting to start once its saved position is applied.
  const autoPlayRef = useRef<PlayerItem | null>(null);

  // Declared before useListeningPosition on purpose: React runs every effect cleanup of a commit
  // before any setup, so the position hook saves the old item's time before the source changes
  // here, and starts on the new item after it has.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    reset();
    if (!item) {
      audio.removeAttribute('src');
      audio.load();
      return;
    }
    // Setting src always reloads, even when two items share one file.
    audio.src = item.src;
    const rate = rememberedRate(item.rateKey);
    audio.defaultPlaybackRate = rate;
    audio.playbackRate = rate;
    // reset is a fresh function each render; the source changes only with the item.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [item, audioRef]);

  const sleep = useSleepTimer(audioRef, item ? `${item.kind}:${item.itemId}` : null, item?.durationHint ?? 0);
  const takeEndedRef = useRef(sleep.takeEnded);
  useLayoutEffect(() => {
    takeEndedRef.current = sleep.takeEnded;
  });

  const position = useListeningPosition({ item, audioRef, playing: engine.playing, durationHint: item?.durationHint });
  useSendPendingBookmarks();

  const { play } = engine;
  useEffect(() => {
    if (!position.restored || !sameItem(autoPlayRef.current, item)) return;
    autoPlayRef.current = null;
    play();
  }, [position.restored, item, play]);

  // Every seek the listener makes is saved and overrides a restore still on its way.
  const seekTo = (seconds: number) => {
    engine.seekTo(seconds);
    position.noteUserSeek();
  };
  const skip = (delta: number) => {
    engine.skip(delta);
    position.noteUserSeek();
  };

  useMediaSession(
    { title: item?.title ?? '', subtitle: item?.subtitle, artworkUrl: item?.artworkUrl, playing: engine.playing, active: item !== null },
    { play: engine.play, pause: engine.pause, skip, seekTo },
    { back: preferences.skipBack, forward: preferences.skipForward },
  );

  const load = useCallback(
    (next: PlayerItem, { autoPlay = false }: { autoPlay?: boolean } = {}) => {
      if (sameItem(item, next)) {
        if (autoPlay && position.restored) play();
        else if (autoPlay) autoPlayRef.current = next;
        return;
      }
      autoPlayRef.current = autoPlay ? next : null;
      setItem(next);
      // What plays is no longer "up next".
      setQueueState((was) => {
        const rest = dequeue(was, next);
        if (rest.length !== was.length) saveQueue(rest);
        return rest;
      });
    },
    [item, position.restored, play],
  );

  const cue = (next: PlayerItem) => {
    if (item === null) load(next);
  };
  const loadRef = useRef(load);
  const cueRef = useRef(cue);
  const advanceRef = useRef({ queue, autoAdvance: preferences.autoAdvance });
  useLayoutEffect(() => {
    loadRef.current = load;
    cueRef.current = cue;
    advanceRef.current = { queue, autoAdvance: preferences.autoAdvance };
  });

  // When an item ends, the first of "Up next" starts, unless the member turned that off.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const onEnded = () => {
      // The sleep timer asked to stop at the end: the next one waits for the morning.
      if (takeEndedRef.current()) return;
      const [next] = advanceRef.current.queue;
      if (next && advanceRef.current.autoAdvance) loadRef.current(next, { autoPlay: true });
    };
    audio.addEventListener('ended', onEnded);
    return () => audio.removeEventListener('ended', onEnded);
  }, [audioRef]);

  const value: Player = {
    item,
    playing: engine.playing,
    currentTime: engine.currentTime,
    duration: engine.duration,
    volume: engine.volume,
    rate: engine.rate,
    resumeFrom: position.resumeFrom,
    preferences,
    setPreferences: (change) => {
      const next = { ...preferences, ...change };
      setPreferencesState(next);
      savePreferences(next);
    },
    load,
    cue,
    queue,
    addToQueue: (next) => {
      if (!sameItem(item, next)) setQueue(enqueue(queue, next));
    },
    removeFromQueue: (gone) => setQueue(dequeue(queue, gone)),
    moveInQueue: (index, by) => setQueue(move(queue, index, by)),
    clearQueue: () => setQueue([]),
    close: () => {
      autoPlayRef.current = null;
      engine.pause();
      setItem(null);
    },
    play: engine.play,
    pause: engine.pause,
    toggle: engine.toggle,
    seekTo,
    skip,
    seekToPercent: (percent) => {
      engine.seekToPercent(percent);
      position.noteUserSeek();
    },
    setVolume: engine.setVolume,
    setRate: (rate) => {
      const tidy = clampRate(rate);
      engine.setRate(tidy);
      if (item) rememberRate(item.rateKey, tidy);
    },
    startOver: () => {
      engine.seekTo(0);
      position.startOver();
    },
    sleepTimer: sleep.timer,
    setSleepTimer: sleep.setTimer,
  };

  // Every render is a new state of the player: the views hear of it before the browser paints.
  useLayoutEffect(() => playerStore.publish(value));
  useEffect(() => () => playerStore.publish(null), []);

  // A request made while this was still loading (an episode page cueing its episode as it opened).
  useEffect(() => {
    const request = takePendingRequest();
    if (request?.cueOnly) cueRef.current(request.item);
    else if (request) loadRef.current(request.item, { autoPlay: request.autoPlay });
  }, []);

  // No controls attribute: the element is only the engine, the players' buttons are the interface.
  return <audio ref={audioRef} preload="metadata" />;
}

// Memoised: it takes no props, so only its own state changes render it, never its parent's.
export default memo(PlayerEngine);
