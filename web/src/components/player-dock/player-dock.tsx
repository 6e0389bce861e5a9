import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { PlayPauseButton, SkipButton, SpeedSelect } from '@/components/audio-player/player-controls';
import { ChapterStatus } from '@/components/audio-player/chapter-status';
import { usePlayer } from '@/components/audio-player/player-context';
import { ExpandIcon, QueueIcon, SettingsIcon } from '@/components/audio-player/player-icons';
import { ShortcutStatus } from '@/components/audio-player/shortcut-status';
import { usePlayerShortcuts } from '@/components/audio-player/use-player-shortcuts';
import { buttonClass } from '@/components/ui/button';
import { focusAfterChange } from '@/lib/focus-after-change';
import { formatClock } from '@/lib/format';
import { useDialog } from '@/lib/use-dialog';
import { PlayerSettings } from './player-settings';
import { UpNextPanel } from './up-next-panel';

// With Headless UI's dialog: loaded the first time the member opens it.
const FullPlayer = lazy(() => import('./full-player'));

/**
 * The docked player at the foot of every signed-in screen while something is loaded: a view of
 * the app's one player, so what plays goes on as the member moves between screens. Its height
 * is reported so the layout can give the page that much room below its content.
 *
 * Room is kept on the right for the accessibility button, which floats 32 px from the bottom
 * right corner and is 56 px wide (features/accessibility/lib/panel-box.ts). On a wide screen the
 * whole dock keeps clear of it (sm:pr-24); on a phone only the dock's last row does (pr-24), so
 * the rows above use the full width and the dock stays as short as it can.
 */
export default function PlayerDock({ onHeight }: { onHeight: (height: number) => void }) {
  const player = usePlayer();
  const ref = useRef<HTMLElement>(null);
  const shortcuts = usePlayerShortcuts();
  // One panel at a time, above the dock's controls.
  const [open, setOpen] = useState<'settings' | 'queue' | null>(null);
  // A panel comes before its button in the page (it shows above the dock and must not be clipped
  // by the controls' scrolling box), so the next Tab after the button skipped it and a screen
  // reader read on past it: opening one moves focus to its heading; Escape goes back to the button.
  const toggle = (panel: 'settings' | 'queue', id: string) =>
    open === panel
      ? setOpen(null)
      : focusAfterChange(
          () => setOpen(panel),
          () => document.getElementById(id)?.querySelector<HTMLElement>('h2'),
        );
  const settingsOpen = open === 'settings';
  const queueOpen = open === 'queue';
  const settingsId = useId();
  const queueId = useId();
  const settingsButton = useRef<HTMLButtonElement>(null);
  const queueButton = useRef<HTMLButtonElement>(null);
  const full = useDialog<true>();

  useEffect(() => {
    const dock = ref.current;
    if (!dock) return;
    const report = () => onHeight(dock.getBoundingClientRect().height);
    report();
    // Text size, spacing and wrapping at narrow widths all change the height.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(report);
    observer?.observe(dock);
    return () => {
      observer?.disconnect();
      onHeight(0);
    };
  }, [onHeight]);

  const { item } = player;
  if (!item) return null;
  const remaining = Math.max(0, player.duration - player.currentTime);

  return (
    <>
      <section
        ref={ref}
        aria-label="Player"
        data-floating-control=""
        onKeyDown={shortcuts.onKeyDown}
        className="fixed inset-x-0 bottom-0 z-30 border-t-2 border-slate-300 bg-white text-slate-950 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] print:hidden"
      >
        {settingsOpen && <PlayerSettings id={settingsId} onClose={() => setOpen(null)} toggleRef={settingsButton} />}
        {queueOpen && <UpNextPanel id={queueId} onClose={() => setOpen(null)} toggleRef={queueButton} />}
        {/* At most 45 % of the screen's height, scrolling inside beyond that: a laptop at 200 % zoom
            (640 by 400 CSS pixels), or large text on top of it, would otherwise make the dock taller
            than the screen and hide the page behind it. Not the section itself: the settings and
            Up next panels open above it and must not be clipped. */}
        <div className="mx-auto flex max-h-[45dvh] max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 overflow-y-auto overscroll-contain px-3 py-2 sm:pr-24 sm:pl-6">
          {/* Wide enough for the title beside its two buttons: when the controls leave less, this row
              wraps above them rather than squeezing the title to nothing. */}
          <div className="flex min-w-0 flex-[1_1_28em] flex-wrap items-center gap-3">
            {/* Decorative beside the title; left out on a phone, where the room is the page's. */}
            {item.artworkUrl && (
              <img
                src={item.artworkUrl}
                alt=""
                width={48}
                height={48}
                className="hidden size-12 shrink-0 rounded-md object-cover sm:block"
              />
            )}
            {/* Never narrower than a short word or two: with large text on a laptop at 200 % zoom the two
                buttons beside it took all the room and the title stood one letter to a line. */}
            <div className="min-w-[min(6em,100%)] flex-1">
              {/* Two lines at most on a phone: the link leads to the whole title, which is also its name. */}
              <Link
                to={item.href}
                className="line-clamp-2 font-bold break-words text-violet-900 underline underline-offset-4 sm:line-clamp-none"
              >
                {item.title}
              </Link>
              <ChapterStatus />
              {/* Not a live region: it changes every second and would talk over everything. */}
              <p className="text-sm font-semibold whitespace-nowrap text-slate-700 tabular-nums">
                <span className="sr-only">Elapsed </span>
                {formatClock(player.currentTime)}
                <span aria-hidden="true"> · </span>
                <span className="sr-only">, remaining </span>
                <span aria-hidden="true">−</span>
                {formatClock(remaining)}
              </p>
            </div>
            <button
              ref={settingsButton}
              type="button"
              aria-expanded={settingsOpen}
              aria-controls={settingsOpen ? settingsId : undefined}
              onClick={() => toggle('settings', settingsId)}
              className={buttonClass('ghost', 'ml-auto min-w-11 shrink-0 px-2 sm:px-3')}
            >
              <SettingsIcon />
              <span className="sr-only sm:not-sr-only">Player settings</span>
            </button>
            <button
              ref={queueButton}
              type="button"
              aria-expanded={queueOpen}
              aria-controls={queueOpen ? queueId : undefined}
              onClick={() => toggle('queue', queueId)}
              className={buttonClass('ghost', 'min-w-11 shrink-0 px-2 sm:px-3')}
            >
              <QueueIcon />
              <span className="sr-only sm:not-sr-only">Up next ({player.queue.length})</span>
            </button>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <SkipButton direction="back" seconds={player.preferences.skipBack} onSkip={player.skip} />
            <PlayPauseButton title={item.title} playing={player.playing} onToggle={player.toggle} iconOnNarrow />
            <SkipButton direction="forward" seconds={player.preferences.skipForward} onSkip={player.skip} />
          </div>
          <div className="flex w-full items-center justify-between gap-2 pr-24 sm:w-auto sm:pr-0">
            {/* On a phone the speed is in the full player (and on [ and ]): this row keeps clear of the
                accessibility button and has room for Full player and Close only. */}
            <div className="hidden sm:block">
              <SpeedSelect rate={player.rate} onRate={player.setRate} labelOnWideOnly />
            </div>
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => full.open(true)}
              className={buttonClass('ghost', 'min-w-11 px-2 sm:ml-auto sm:px-3')}
            >
              <ExpandIcon />
              <span className="sr-only sm:not-sr-only">Full player</span>
            </button>
            <button
              type="button"
              // The dock, and this button with it, goes: focus goes to the page's heading, not to the top of the document.
              onClick={() =>
                focusAfterChange(
                  player.close,
                  () => document.querySelector<HTMLElement>('main h1') ?? document.getElementById('main-content'),
                )
              }
              aria-label="Close player"
              className={buttonClass('ghost', 'min-w-11 px-2 sm:px-5 sm:underline sm:underline-offset-4')}
            >
              <span aria-hidden="true" className="text-2xl leading-none sm:hidden">
                ×
              </span>
              <span className="hidden sm:inline">Close player</span>
            </button>
          </div>
        </div>
        <ShortcutStatus message={shortcuts.message} />
      </section>
      {/* Beside the dock, not in it: React passes a portal's key presses up to its parents, and
        the dock's own shortcuts and Escape handling must not hear the dialog's. */}
      {full.current && (
        <Suspense fallback={null}>
          <FullPlayer onClose={full.close} />
        </Suspense>
      )}
    </>
  );
}
