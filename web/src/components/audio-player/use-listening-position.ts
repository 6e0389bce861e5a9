import { useEffect, useRef, useState, type RefObject } from 'react';
import { ApiError, client, read } from '@/lib/api-client';
import { useMemberId } from '@/lib/offline/use-member-id';
import { queuePosition, sendPending } from './pending-positions';
import type { ListenableKind } from '@/lib/api-types';

const position = client.api['listening-positions'][':kind'][':id'];

export const SAVE_EVERY_MS = 10_000;
/** A seek slider dragged or arrowed fires many changes; one save once it settles is enough. */
export const SEEK_SAVE_DELAY_MS = 1000;
/** Closer to the end than this and the listener has finished: start over instead. */
const END_MARGIN_SECONDS = 5;
/** The server's upper bound for positionSeconds. */
const MAX_POSITION_SECONDS = 360_000;

type Options = {
  /** What the element is playing, or null while nothing is loaded. */
  item: { kind: ListenableKind; itemId: number } | null;
  audioRef: RefObject<HTMLAudioElement | null>;
  playing: boolean;
  durationHint?: number;
};

/**
 * Resume where you left off. Positions are a convenience: every failure is quiet (console.warn,
 * never a toast), and a signed-out member simply starts from 0.
 *
 * The app has one audio element whose item changes; the caller switches the element's source in
 * an effect declared before this hook, so this hook's cleanup still reads the old item's time.
 */
export function useListeningPosition({ item, audioRef, playing, durationHint = 0 }: Options) {
  const kind = item?.kind;
  const itemId = item?.itemId;
  // Each load of an item is its own object: loading the same episode again after closing the
  // player must wait for its saved position again, so restoring is tracked per object, not per id.
  const load = item;
  // Until the saved position has been applied (or found to be 0), any save would overwrite it
  // with wherever the element happens to be, usually 0.
  const pendingRef = useRef(true);
  const savedRef = useRef<number | undefined>(undefined);
  const metadataRef = useRef(false);
  const playingRef = useRef(false);
  const seekTimerRef = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Kept with the item they belong to, so a newly loaded item starts unrestored without an
  // effect resetting state.
  const [resumed, setResumed] = useState<{ load: object; seconds: number } | null>(null);
  const [restoredLoad, setRestoredLoad] = useState<object | null>(null);
  const resumeFrom = resumed !== null && resumed.load === load ? resumed.seconds : null;
  const restored = load !== null && restoredLoad === load;

  const memberId = useMemberId();
  // Held in a ref so listeners and timers registered once always save to the current item.
  const saveRef = useRef((_seconds: number, _keepalive?: boolean) => {});
  useEffect(() => {
    saveRef.current = (seconds, keepalive = false) => {
      if (pendingRef.current || kind === undefined || itemId === undefined) return;
      const positionSeconds = Math.min(MAX_POSITION_SECONDS, Math.max(0, Math.round(Number.isFinite(seconds) ? seconds : 0)));
      // The listener's own time: a save kept offline and sent later must not beat a later one.
      const savedAt = new Date().toISOString();
      read(position.$put({ param: { kind, id: String(itemId) }, json: { positionSeconds, savedAt } }, { init: { keepalive } })).catch(
        (error: unknown) => {
          // No connection (fetch itself failed): kept on this device and sent when it returns.
          if (!(error instanceof ApiError) && memberId !== null) queuePosition(memberId, { kind, itemId, positionSeconds, savedAt });
          else console.warn('Could not save the listening position', error);
        },
      );
    };
  }, [kind, itemId, memberId]);

  // Positions saved offline go as soon as the connection returns (and when the player starts).
  useEffect(() => {
    if (memberId === null) return;
    const flush = () =>
      void sendPending(
        memberId,
        (p) =>
          read(
            position.$put({
              param: { kind: p.kind, id: String(p.itemId) },
              json: { positionSeconds: p.positionSeconds, savedAt: p.savedAt },
            }),
          ),
        (error) => !(error instanceof ApiError),
      );
    if (navigator.onLine) flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [memberId]);

  // Read by the listeners below, which are registered once per item.
  const durationHintRef = useRef(durationHint);
  useEffect(() => {
    durationHintRef.current = durationHint;
  }, [durationHint]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || kind === undefined || itemId === undefined || load === null) return;
    const controller = new AbortController();
    pendingRef.current = true;
    savedRef.current = undefined;
    metadataRef.current = audio.readyState >= HTMLMediaElement.HAVE_METADATA;

    const finish = () => {
      pendingRef.current = false;
      setRestoredLoad(load);
    };
    // Needs both the saved position and the element's metadata, which arrive in either order.
    const tryRestore = () => {
      const saved = savedRef.current;
      if (!pendingRef.current || saved === undefined) return;
      if (saved <= 0) return finish();
      if (!metadataRef.current) return;
      const length = Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : durationHintRef.current;
      if (length <= 0 || saved < length - END_MARGIN_SECONDS) {
        audio.currentTime = saved;
        setResumed({ load, seconds: saved });
      }
      finish();
    };

    read(position.$get({ param: { kind, id: String(itemId) } }, { init: { signal: controller.signal } }))
      .then((data) => {
        if (controller.signal.aborted) return;
        savedRef.current = typeof data?.positionSeconds === 'number' && Number.isFinite(data.positionSeconds) ? data.positionSeconds : 0;
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Could not load the listening position', error);
        savedRef.current = 0;
      })
      .finally(() => {
        if (!controller.signal.aborted) tryRestore();
      });

    const onMetadata = () => {
      metadataRef.current = true;
      tryRestore();
    };
    const onPlay = () => (playingRef.current = true);
    const onPause = () => {
      playingRef.current = false;
      // The ended handler saves 0; saving the end position as well could land after it.
      if (!audio.ended) saveRef.current(audio.currentTime);
    };
    const onEnded = () => {
      playingRef.current = false;
      saveRef.current(0);
    };
    const onPageHide = () => saveRef.current(currentPositionOf(audio), true);
    // Phones often never send pagehide for a tab sent to the background and later discarded.
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onPageHide();
    };

    audio.addEventListener('loadedmetadata', onMetadata);
    audio.addEventListener('play', onPlay);
    audio.addEventListener('pause', onPause);
    audio.addEventListener('ended', onEnded);
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      controller.abort();
      audio.removeEventListener('loadedmetadata', onMetadata);
      audio.removeEventListener('play', onPlay);
      audio.removeEventListener('pause', onPause);
      audio.removeEventListener('ended', onEnded);
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibility);
      // Leaving the page in the app stops playback without a pause event we would still hear,
      // and a seek made just before leaving has not been saved yet.
      if (playingRef.current || seekTimerRef.current !== undefined) saveRef.current(currentPositionOf(audio));
      playingRef.current = false;
      clearTimeout(seekTimerRef.current);
      seekTimerRef.current = undefined;
    };
  }, [audioRef, kind, itemId, load]);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => saveRef.current(currentPositionOf(audioRef.current)), SAVE_EVERY_MS);
    return () => clearInterval(timer);
  }, [playing, audioRef]);

  return {
    /** The restored position while the "Resuming from" note should show, else null. */
    resumeFrom,
    /** True once the saved position has been applied or found to be 0. */
    restored,
    /** Call after every seek the listener asked for. */
    noteUserSeek: () => {
      // Someone who seeks before the saved position arrives has chosen where to listen.
      pendingRef.current = false;
      setRestoredLoad(load);
      setResumed(null);
      clearTimeout(seekTimerRef.current);
      seekTimerRef.current = setTimeout(() => {
        seekTimerRef.current = undefined;
        saveRef.current(currentPositionOf(audioRef.current));
      }, SEEK_SAVE_DELAY_MS);
    },
    /** After the caller has moved the element back to 0. */
    startOver: () => {
      clearTimeout(seekTimerRef.current);
      seekTimerRef.current = undefined;
      pendingRef.current = false;
      setRestoredLoad(load);
      setResumed(null);
      saveRef.current(0);
    },
  };
}

/** A finished item counts as 0 so the next listen starts over. */
function currentPositionOf(audio: HTMLAudioElement | null): number {
  return !audio || audio.ended ? 0 : audio.currentTime;
}
