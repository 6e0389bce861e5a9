import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { PlayPauseButton, SeekSlider, SkipButton, SpeedSelect, VolumeSlider } from '@/components/audio-player/player-controls';
import { BookmarkList } from '@/components/audio-player/bookmark-list';
import { ChapterList } from '@/components/audio-player/chapter-list';
import { usePlayer } from '@/components/audio-player/player-context';
import { ShortcutStatus } from '@/components/audio-player/shortcut-status';
import { usePlayerShortcuts } from '@/components/audio-player/use-player-shortcuts';
import { Modal } from '@/components/ui/dialog';
import { formatClock } from '@/lib/format';
import { SleepTimerControl } from './sleep-timer-control';
import { UpNextList } from './up-next-list';

/**
 * The full player the dock opens: the app's one dialog (focus kept inside, Escape closes it and
 * focus goes back to the dock's button, the body scrolls at 200 % text), so a screen-reader user
 * meets it as one titled place and leaves it where they came from. A route would have stopped
 * nothing, but would have lost the page the member was reading. Loaded lazily, with Headless UI.
 */
export default function FullPlayer({ onClose }: { onClose: () => void }) {
  const player = usePlayer();
  const shortcuts = usePlayerShortcuts();
  const upNextHeading = useRef<HTMLHeadingElement>(null);
  const upNextId = useId();
  const { item } = player;

  // The dock unmounts this with itself when the player empties.
  if (!item) return null;
  const remaining = Math.max(0, player.duration - player.currentTime);

  return (
    <Modal open onClose={onClose} title="Now playing" size="lg">
      <div onKeyDown={shortcuts.onKeyDown} className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center gap-4">
          {/* Decorative: the title beside it names what plays. */}
          {item.artworkUrl && (
            <img src={item.artworkUrl} alt="" width={160} height={160} className="size-40 shrink-0 rounded-xl object-cover" />
          )}
          <div className="min-w-0 flex-[1_1_12em]">
            <p className="text-xl font-bold break-words text-slate-950">{item.title}</p>
            {item.subtitle && <p className="text-slate-700">{item.subtitle}</p>}
            <Link to={item.href} onClick={onClose} className="mt-1 inline-block font-semibold text-violet-900 underline underline-offset-4">
              Open its page<span className="sr-only">: {item.title}</span>
            </Link>
          </div>
        </div>

        <div>
          <SeekSlider currentTime={player.currentTime} duration={player.duration} onSeekPercent={player.seekToPercent} />
          {/* Not a live region: it changes every second and would talk over everything. */}
          <p className="flex flex-wrap justify-between gap-x-4 text-sm font-semibold text-slate-700 tabular-nums">
            <span>
              <span className="sr-only">Elapsed </span>
              {formatClock(player.currentTime)}
            </span>
            <span>
              <span className="sr-only">Remaining </span>
              <span aria-hidden="true">−</span>
              {formatClock(remaining)}
            </span>
          </p>
        </div>

        <div className="flex flex-wrap items-center justify-center gap-3">
          <SkipButton direction="back" seconds={player.preferences.skipBack} onSkip={player.skip} />
          <PlayPauseButton title={item.title} playing={player.playing} onToggle={player.toggle} />
          <SkipButton direction="forward" seconds={player.preferences.skipForward} onSkip={player.skip} />
        </div>

        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <VolumeSlider volume={player.volume} onVolume={player.setVolume} />
          <SpeedSelect rate={player.rate} onRate={player.setRate} />
        </div>

        <ChapterList item={item} headingLevel={3} />
        <SleepTimerControl />
        <BookmarkList item={item} headingLevel={3} />

        <section aria-labelledby={upNextId}>
          <h3 id={upNextId} ref={upNextHeading} tabIndex={-1} className="text-lg font-bold text-slate-950 outline-none">
            Up next
          </h3>
          <UpNextList headingRef={upNextHeading} />
        </section>
        <ShortcutStatus message={shortcuts.message} />
      </div>
    </Modal>
  );
}
