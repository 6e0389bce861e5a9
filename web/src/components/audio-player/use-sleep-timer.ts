import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { fadeFactor, sleepRemaining, type SleepTimer } from './sleep-timer';

/** How often the timer looks at the clock: often enough for a smooth fade. */
const TICK_MS = 250;

/**
 * The sleep timer, in the engine beside the one audio element: it fades the last ten seconds
 * and then pauses, and puts the volume back as the member had it. A timer that ends with the
 * recording (or at its chapter's end, if the recording ends first) also keeps "Up next" from
 * starting the next item: `takeEnded` says the end was the timer's.
 */
export function useSleepTimer(audioRef: RefObject<HTMLAudioElement | null>, itemKey: string | null, durationHint: number) {
  const [timer, setTimer] = useState<SleepTimer | null>(null);
  const fadeFrom = useRef<number | null>(null);
  const timerRef = useRef(timer);
  const durationRef = useRef(durationHint);
  useLayoutEffect(() => {
    timerRef.current = timer;
    durationRef.current = durationHint;
  });

  const restoreVolume = () => {
    if (fadeFrom.current !== null && audioRef.current) audioRef.current.volume = fadeFrom.current;
    fadeFrom.current = null;
  };

  useEffect(() => {
    if (!timer) return;
    const tick = () => {
      const audio = audioRef.current;
      if (!audio) return;
      const duration = Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : durationRef.current;
      const remaining = sleepRemaining(timer, { now: Date.now(), currentTime: audio.currentTime, duration, rate: audio.playbackRate });
      const factor = fadeFactor(remaining);
      if (factor < 1) {
        fadeFrom.current ??= audio.volume;
        audio.volume = fadeFrom.current * factor;
      }
      // The end of the recording is the element's own 'ended' (takeEnded), which also stops "Up next".
      if (remaining <= 0 && timer.kind !== 'end') {
        audio.pause();
        restoreVolume();
        setTimer(null);
      }
    };
    tick();
    const id = setInterval(tick, TICK_MS);
    return () => clearInterval(id);
    // restoreVolume reads refs only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [timer, audioRef]);

  // A timer tied to a recording (its chapter, its end) goes with it; minutes go on.
  const itemRef = useRef(itemKey);
  useEffect(() => {
    if (itemRef.current === itemKey) return;
    itemRef.current = itemKey;
    if (timerRef.current && timerRef.current.kind !== 'minutes') {
      restoreVolume();
      setTimer(null);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [itemKey]);

  return {
    timer,
    setTimer: (next: SleepTimer | null) => {
      restoreVolume();
      setTimer(next);
    },
    /** On 'ended': true when a timer for the recording's end (or a chapter past it) stopped it here. */
    takeEnded: () => {
      const set = timerRef.current;
      if (!set || set.kind === 'minutes') return false;
      restoreVolume();
      setTimer(null);
      return true;
    },
  };
}
