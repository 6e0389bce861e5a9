import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { formatClock } from '@/lib/format';
import { PlayPauseButton, ResumeNote, SeekSlider, SkipButton, SpeedSelect, TimeReadout, VolumeSlider } from './player-controls';
import { sameItem, usePlayer, type PlayerItem } from './player-context';
import { ShortcutStatus } from './shortcut-status';
import { UpNextButton } from './up-next-button';
import { usePlayerShortcuts } from './use-player-shortcuts';

export type AudioPlayerProps = {
  item: PlayerItem;
  /** One row (play/pause, seek, time) for cards; the full player adds skip, volume and speed. */
  compact?: boolean;
  /** Load the item, paused at its saved position, if the player has nothing else loaded. */
  cue?: boolean;
  /** Load and start the item as this player appears (after a "Play" button that revealed it). */
  autoPlay?: boolean;
};

/**
 * A page's view of the app's one player (PlayerProvider): play/pause, seek as 0-100%, volume,
 * speed and 10-second skips. While another item is loaded it offers only Play, which loads
 * this one into the player.
 */
export function AudioPlayer({ item, compact = false, cue = false, autoPlay = false }: AudioPlayerProps) {
  const player = usePlayer();
  const shortcuts = usePlayerShortcuts(item);
  const playButtonRef = useRef<HTMLButtonElement>(null);
  const noteId = useId();
  const loaded = sameItem(player.item, item);

  const { cue: cueItem, load } = player;
  const startedRef = useRef(false);
  useEffect(() => {
    if (startedRef.current) return;
    startedRef.current = true;
    if (autoPlay) load(item, { autoPlay: true });
    else if (cue) cueItem(item);
    // Once, as the player appears: later renders must not reload what the member has closed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const startOver = () => {
    player.startOver();
    // The note and its button disappear; without this, keyboard focus would drop to the page.
    playButtonRef.current?.focus();
  };

  const resuming = loaded && player.resumeFrom !== null;
  const playPause = (
    <PlayPauseButton
      title={item.title}
      playing={loaded && player.playing}
      onToggle={loaded ? player.toggle : () => player.load(item, { autoPlay: true })}
      describedBy={resuming ? noteId : undefined}
      buttonRef={playButtonRef}
    />
  );

  // One tree whether loaded or not, with the play button at the same place in it: pressing Play
  // on a card turns the card into the full player without losing keyboard focus.
  const seek = loaded && (
    <SeekSlider currentTime={player.currentTime} duration={player.duration} onSeekPercent={player.seekToPercent} className="flex-1" />
  );
  const time = loaded ? (
    <TimeReadout currentTime={player.currentTime} duration={player.duration} />
  ) : (
    (item.durationHint ?? 0) > 0 && <p className="text-sm font-semibold text-slate-700">Length {formatClock(item.durationHint ?? 0)}</p>
  );
  const note = resuming && <ResumeNote id={noteId} position={player.resumeFrom ?? 0} onStartOver={startOver} />;

  if (compact) {
    return (
      <div onKeyDown={shortcuts.onKeyDown} className="flex flex-col gap-1 rounded-xl bg-white">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {playPause}
          {seek}
          {time}
        </div>
        {note}
        <ShortcutStatus message={shortcuts.message} />
      </div>
    );
  }

  return (
    <PlayerFrame item={item} onKeyDown={shortcuts.onKeyDown}>
      {loaded && (
        <div className="mt-4 flex flex-wrap items-center gap-x-3">
          {seek}
          {time}
        </div>
      )}
      {note}
      <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-3">
        <div className="flex flex-wrap items-center gap-3">
          {loaded && <SkipButton direction="back" seconds={player.preferences.skipBack} onSkip={player.skip} />}
          {playPause}
          {loaded && <SkipButton direction="forward" seconds={player.preferences.skipForward} onSkip={player.skip} />}
        </div>
        {loaded ? <VolumeSlider volume={player.volume} onVolume={player.setVolume} /> : time}
        {loaded && <SpeedSelect rate={player.rate} onRate={player.setRate} />}
        {!loaded && <UpNextButton item={item} />}
      </div>
      <ShortcutStatus message={shortcuts.message} />
    </PlayerFrame>
  );
}

type FrameProps = { item: PlayerItem; onKeyDown: (event: KeyboardEvent<HTMLElement>) => void; children: ReactNode };

function PlayerFrame({ item, onKeyDown, children }: FrameProps) {
  return (
    <div
      onKeyDown={onKeyDown}
      role="group"
      aria-label={`Audio player: ${item.title}`}
      className="rounded-xl border border-slate-300 bg-white p-6 text-slate-950 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-4">
        {item.artworkUrl && (
          <img src={item.artworkUrl} alt="" width={80} height={80} className="size-20 shrink-0 rounded-lg object-cover" />
        )}
        {/* Beside the artwork while 10em fits, under it at large text sizes on a phone. */}
        <div className="min-w-0 flex-[1_1_10em]">
          <p className="text-lg font-bold break-words">{item.title}</p>
          {item.subtitle && <p className="text-slate-700">{item.subtitle}</p>}
        </div>
      </div>
      {children}
    </div>
  );
}
