import { useEffect, useId, useState } from 'react';
import { chapterIndexAt, nextChapterStart } from '@/components/audio-player/chapters';
import { usePlayer } from '@/components/audio-player/player-context';
import { SLEEP_MINUTES, sleepRemaining, sleepTimerText, type SleepTimer } from '@/components/audio-player/sleep-timer';
import { useChapters } from '@/components/audio-player/use-chapters';
import { buttonClass } from '@/components/ui/button';

// max-w-full: at 200 % text on a phone the longest choice is wider than the screen.
const selectClass = 'min-h-11 max-w-full cursor-pointer rounded-lg border-2 border-slate-500 bg-white px-3 py-2 text-base text-slate-950';

/** The time now, once a second while `ticking` (a minutes timer counts the clock, not the recording). */
function useClock(ticking: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const tick = () => setNow(Date.now());
    // At once (the clock may have stood still since this appeared), then every second.
    const first = setTimeout(tick);
    const id = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(id);
    };
  }, [ticking]);
  return now;
}

/** The select's value for a set timer. */
const choiceOf = (timer: SleepTimer | null) => (timer === null ? 'off' : timer.kind === 'minutes' ? String(timer.minutes) : timer.kind);

/**
 * The sleep timer: minutes, the end of the chapter playing, or the end of the recording. What
 * is left shows in words (not a live region: it would talk every second) and is said politely
 * when the member asks with "Time left".
 */
export function SleepTimerControl({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const player = usePlayer();
  const chapters = useChapters(player.item);
  const headingId = useId();
  const [said, setSaid] = useState({ text: '', count: 0 });
  const { sleepTimer } = player;
  const inChapter = chapterIndexAt(chapters, player.currentTime) >= 0;
  const recording = player.item?.kind === 'audiobook' ? 'book' : 'episode';
  const now = useClock(sleepTimer?.kind === 'minutes');
  const remaining =
    sleepTimer && sleepRemaining(sleepTimer, { now, currentTime: player.currentTime, duration: player.duration, rate: player.rate });

  const choose = (value: string) => {
    if (value === 'off') return player.setSleepTimer(null);
    if (value === 'end') return player.setSleepTimer({ kind: 'end' });
    if (value === 'chapter')
      return player.setSleepTimer({ kind: 'chapter', stopAt: nextChapterStart(chapters, player.currentTime) ?? player.duration });
    const minutes = Number(value);
    player.setSleepTimer({ kind: 'minutes', minutes, endsAt: Date.now() + minutes * 60_000 });
  };
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} className="text-lg font-bold text-slate-950">
        Sleep timer
      </Heading>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <label className="flex max-w-full min-w-0 flex-wrap items-center gap-2 font-semibold text-slate-800">
          <span>Stop playing</span>
          <select value={choiceOf(sleepTimer)} onChange={(event) => choose(event.currentTarget.value)} className={selectClass}>
            <option value="off">Off</option>
            {SLEEP_MINUTES.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                In {minutes} minutes
              </option>
            ))}
            {(inChapter || sleepTimer?.kind === 'chapter') && <option value="chapter">At the end of this chapter</option>}
            <option value="end">At the end of this {recording}</option>
          </select>
        </label>
        {sleepTimer && (
          <button
            type="button"
            onClick={() => setSaid((last) => ({ text: sleepTimerText(remaining ?? 0), count: last.count + 1 }))}
            className={buttonClass('secondary', 'min-h-11')}
          >
            Time left
          </button>
        )}
      </div>
      {sleepTimer && <p className="mt-1 text-slate-800">{sleepTimerText(remaining ?? 0)}. The last 10 seconds fade out.</p>}
      <p role="status" className="sr-only">
        <span key={said.count}>{said.text}</span>
      </p>
    </section>
  );
}
