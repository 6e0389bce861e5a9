import { useEffect, useId, useRef, useState } from 'react';
import { sameItem, usePlayer, type PlayerItem } from '@/components/audio-player/player-context';
import { useStartAt } from '@/components/audio-player/use-start-at';
import { formatClock } from '@/lib/format';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { cueIndexAt } from '../lib/cue-at';
import type { Cue } from '../api/use-podcasts';

/** Keys that scroll the page: pressing one is the member taking over from "Follow along". */
const SCROLL_KEYS = new Set(['PageUp', 'PageDown', 'Home', 'End', 'ArrowUp', 'ArrowDown']);
const OWN_KEYS = 'textarea, select, [contenteditable], input:not([type="checkbox"], [type="radio"], [type="button"], [type="submit"])';

/**
 * The episode's words as a list of cues, each a button that plays the episode from there. The
 * cue being spoken is shown by a bar, bold type and a marker, never colour alone, and never
 * announced: for a screen reader the transcript stays a document to read at its own pace.
 * "Follow along" (off until chosen) keeps that cue in view without moving focus, and stops
 * the moment the member scrolls or moves focus out of the transcript.
 */
export function TimedTranscript({ item, cues }: { item: PlayerItem; cues: Cue[] }) {
  const player = usePlayer();
  const startAt = useStartAt(item);
  const loaded = sameItem(player.item, item);
  const current = loaded ? cueIndexAt(cues, player.currentTime) : -1;
  const [follow, setFollow] = useState(false);
  const reducedMotion = useReducedMotion();
  const listRef = useRef<HTMLOListElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const hintId = useId();

  useEffect(() => {
    if (!follow || current < 0) return;
    listRef.current?.children[current]?.scrollIntoView({ block: 'center', behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [follow, current, reducedMotion]);

  useEffect(() => {
    if (!follow) return;
    const stop = () => setFollow(false);
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      // In a text field or a select those keys move within it; anywhere else they scroll the page.
      if (SCROLL_KEYS.has(event.key) && !target.matches(OWN_KEYS)) stop();
    };
    const onFocus = (event: FocusEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) stop();
    };
    addEventListener('wheel', stop, { passive: true });
    addEventListener('touchmove', stop, { passive: true });
    addEventListener('keydown', onKey);
    addEventListener('focusin', onFocus);
    return () => {
      removeEventListener('wheel', stop);
      removeEventListener('touchmove', stop);
      removeEventListener('keydown', onKey);
      removeEventListener('focusin', onFocus);
    };
  }, [follow]);

  return (
    <div ref={rootRef}>
      <label className="mt-2 flex min-h-11 items-center gap-2 font-semibold text-slate-800">
        <input
          type="checkbox"
          checked={follow}
          onChange={(event) => setFollow(event.currentTarget.checked)}
          aria-describedby={hintId}
          className="size-6 accent-violet-800"
        />
        Follow along
      </label>
      <p id={hintId} className="text-sm text-slate-700">
        Keeps the words being spoken in view. It stops when you scroll or move elsewhere.
      </p>
      <ol ref={listRef} className="mt-3 flex flex-col gap-1">
        {cues.map((cue, index) => {
          const speaking = index === current;
          return (
            <li key={`${cue.start}-${index}`}>
              <button
                type="button"
                onClick={() => startAt(cue.start)}
                className={`flex w-full gap-3 rounded-lg border-l-8 px-3 py-2 text-left text-lg text-slate-900 hover:bg-violet-50 ${
                  speaking ? 'border-violet-800 bg-violet-50 font-bold' : 'border-transparent'
                }`}
              >
                <span className="shrink-0 font-mono text-base text-slate-700 tabular-nums">
                  {/* Seen, not heard: the bar and bold type are for eyes, the words stay the document. */}
                  <span aria-hidden="true" className={speaking ? undefined : 'invisible'}>
                    ▶{' '}
                  </span>
                  {formatClock(cue.start)}
                </span>
                <span className="min-w-0 break-words">
                  {cue.speaker && <span className="font-bold">{cue.speaker}: </span>}
                  {cue.text}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
