import type { ListenableKind } from '@schemas/listening';
import { useEffect, useId, useRef } from 'react';
import { PlayPauseButton, ResumeNote, SeekSlider, SkipButton, SpeedSelect, TimeReadout, VolumeSlider } from './player-controls';
import { SKIP_SECONDS, useAudioPlayer } from './use-audio-player';
import { useListeningPosition } from './use-listening-position';
import { useMediaSession } from './use-media-session';

export type AudioPlayerProps = {
  src: string;
  title: string;
  subtitle?: string;
  artworkUrl?: string | null;
  kind: ListenableKind;
  itemId: number;
  /** Seconds, from the catalogue: shown until the audio element reports its own length. */
  durationHint?: number;
  /** One row (play/pause, seek, time) for cards; the full player adds skip, volume and speed. */
  compact?: boolean;
  autoPlay?: boolean;
};

/** The podcast and audiobook player: play/pause, seek as 0-100%, volume, and 10-second skips within the audio. */
export function AudioPlayer(props: AudioPlayerProps) {
  // Another item is another player: fresh state, a fresh restore, and no late save of the
  // old item's position landing on the new one.
  return <Player key={`${props.kind}:${props.itemId}:${props.src}`} {...props} />;
}

function Player({ src, title, subtitle, artworkUrl, kind, itemId, durationHint, compact = false, autoPlay = false }: AudioPlayerProps) {
  const { audioRef, ...player } = useAudioPlayer(durationHint);
  const position = useListeningPosition({ kind, itemId, audioRef, playing: player.playing, durationHint });
  const playButtonRef = useRef<HTMLButtonElement>(null);
  const noteId = useId();

  // Every seek the listener makes is saved and overrides a restore still on its way.
  const seekTo = (seconds: number) => {
    player.seekTo(seconds);
    position.noteUserSeek();
  };
  const skip = (delta: number) => {
    player.skip(delta);
    position.noteUserSeek();
  };
  const seekToPercent = (percent: number) => {
    player.seekToPercent(percent);
    position.noteUserSeek();
  };
  const startOver = () => {
    player.seekTo(0);
    position.startOver();
    // The note and its button disappear; without this, keyboard focus would drop to the page.
    playButtonRef.current?.focus();
  };

  useMediaSession(
    { title, subtitle, artworkUrl, playing: player.playing },
    { play: player.play, pause: player.pause, skip, seekTo },
    SKIP_SECONDS,
  );

  // Autoplay waits for the restore, so it starts where the listener left off rather than
  // playing the opening seconds and then jumping.
  const { play } = player;
  const autoPlayedRef = useRef(false);
  useEffect(() => {
    if (!autoPlay || !position.restored || autoPlayedRef.current) return;
    autoPlayedRef.current = true;
    play();
  }, [autoPlay, position.restored, play]);

  const resuming = position.resumeFrom !== null;
  const playPause = (
    <PlayPauseButton
      title={title}
      playing={player.playing}
      onToggle={player.toggle}
      describedBy={resuming ? noteId : undefined}
      buttonRef={playButtonRef}
    />
  );
  const seek = (
    <SeekSlider
      currentTime={player.currentTime}
      duration={player.duration}
      playing={player.playing}
      onSeekPercent={seekToPercent}
      className="flex-1"
    />
  );
  const time = <TimeReadout currentTime={player.currentTime} duration={player.duration} />;
  const note = position.resumeFrom !== null && <ResumeNote id={noteId} position={position.resumeFrom} onStartOver={startOver} />;
  // No controls attribute: the element is only the engine, the buttons above are the interface.
  const audio = <audio ref={audioRef} src={src} preload="metadata" />;

  if (compact) {
    return (
      <div className="flex flex-col gap-1 rounded-xl bg-white">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {playPause}
          {seek}
          {time}
        </div>
        {note}
        {audio}
      </div>
    );
  }

  return (
    <div
      role="group"
      aria-label={`Audio player: ${title}`}
      className="rounded-xl border border-slate-300 bg-white p-6 text-slate-950 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-4">
        {artworkUrl && <img src={artworkUrl} alt="" width={80} height={80} className="size-20 shrink-0 rounded-lg object-cover" />}
        {/* Beside the artwork while 10em fits, under it at large text sizes on a phone. */}
        <div className="min-w-0 flex-[1_1_10em]">
          <p className="text-lg font-bold break-words">{title}</p>
          {subtitle && <p className="text-slate-700">{subtitle}</p>}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-x-3">
        {seek}
        {time}
      </div>
      {note}
      <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-3">
        <div className="flex flex-wrap items-center gap-3">
          <SkipButton direction="back" onSkip={skip} />
          {playPause}
          <SkipButton direction="forward" onSkip={skip} />
        </div>
        <VolumeSlider volume={player.volume} onVolume={player.setVolume} />
        <SpeedSelect rate={player.rate} onRate={player.setRate} />
      </div>
      {audio}
    </div>
  );
}
