import type { Ref } from 'react';
import { buttonClass } from '@/components/ui/button';
import { formatClock } from '@/lib/format';
import { PauseIcon, PlayIcon, SkipIcon, VolumeIcon } from './player-icons';
import { seekValueText, volumeValueText } from './spoken-time';
import { PLAYBACK_RATES } from './playback-rate';

// Native range inputs and selects: every screen reader, switch device and voice-control tool
// already knows how to drive them, which no custom slider matches. h-11 keeps the hit area
// at 44 px even though the track itself is thin.
const rangeClass = 'h-11 w-full min-w-24 cursor-pointer accent-violet-800';

type PlayPauseProps = {
  title: string;
  playing: boolean;
  onToggle: () => void;
  describedBy?: string;
  buttonRef?: Ref<HTMLButtonElement>;
  /** On a narrow screen, the icon alone (the docked player): the name still says Play or Pause. */
  iconOnNarrow?: boolean;
};

/** The visible word starts the accessible name, so voice control's "click Play" works. */
export function PlayPauseButton({ title, playing, onToggle, describedBy, buttonRef, iconOnNarrow = false }: PlayPauseProps) {
  const word = playing ? 'Pause' : 'Play';
  return (
    <button
      ref={buttonRef}
      type="button"
      onClick={onToggle}
      aria-label={`${word} ${title}`}
      aria-describedby={describedBy}
      className={buttonClass('primary', iconOnNarrow ? 'min-w-12 shrink-0 px-3 sm:min-w-28 sm:px-5' : 'min-w-28 shrink-0')}
    >
      {playing ? <PauseIcon className="size-5" /> : <PlayIcon className="size-5" />}
      <span className={iconOnNarrow ? 'sr-only sm:not-sr-only' : undefined}>{word}</span>
    </button>
  );
}

type SkipProps = { direction: 'back' | 'forward'; seconds: number; onSkip: (delta: number) => void };

export function SkipButton({ direction, seconds, onSkip }: SkipProps) {
  const forward = direction === 'forward';
  return (
    <button
      type="button"
      onClick={() => onSkip(forward ? seconds : -seconds)}
      aria-label={`Skip ${direction} ${seconds} seconds`}
      className="inline-flex size-12 shrink-0 items-center justify-center rounded-full border-2 border-violet-800 bg-white text-violet-900 transition-colors hover:bg-violet-50"
    >
      <SkipIcon forward={forward} seconds={seconds} />
    </button>
  );
}

type SeekProps = {
  currentTime: number;
  duration: number;
  onSeekPercent: (percent: number) => void;
  className?: string;
};

/** Keys move in seconds, as media players do: 1 % of a 45-minute episode is 27 s. */
const SEEK_KEYS: Record<string, number | 'start' | 'end'> = {
  ArrowRight: 5,
  ArrowUp: 5,
  ArrowLeft: -5,
  ArrowDown: -5,
  PageUp: 60,
  PageDown: -60,
  Home: 'start',
  End: 'end',
};

const toPercent = (seconds: number, duration: number) => (duration > 0 ? Math.min(100, Math.max(0, (seconds / duration) * 100)) : 0);

/**
 * The 0-100 seek slider. Arrow keys move 5 seconds, Page Up and Down a minute, Home and End
 * to the start and end, always from where the audio is. Its value stays current while it has
 * focus and the audio plays: a value held still was heard as "11 seconds" after 5 s of play, and
 * one arrow then landed 10 s on. It follows in whole seconds (the words it says), so the value
 * changes once a second, not at every timeupdate; no live region says the time.
 */
export function SeekSlider({ currentTime, duration, onSeekPercent, className = '' }: SeekProps) {
  const shownTime = Math.floor(currentTime);
  return (
    <input
      type="range"
      min={0}
      max={100}
      step="any"
      value={toPercent(shownTime, duration)}
      onKeyDown={(event) => {
        const move = SEEK_KEYS[event.key];
        if (move === undefined || duration <= 0) return;
        event.preventDefault();
        onSeekPercent(toPercent(move === 'start' ? 0 : move === 'end' ? duration : currentTime + move, duration));
      }}
      onChange={(event) => onSeekPercent(Number(event.currentTarget.value))}
      aria-label="Seek"
      aria-valuetext={seekValueText(shownTime, duration)}
      className={`${rangeClass} ${className}`}
    />
  );
}

/** Deliberately not a live region: it changes every second and would talk over everything. */
export function TimeReadout({ currentTime, duration }: { currentTime: number; duration: number }) {
  return (
    <p className="shrink-0 text-sm font-semibold whitespace-nowrap text-slate-700 tabular-nums">
      {formatClock(currentTime)} / {formatClock(duration)}
    </p>
  );
}

export function VolumeSlider({ volume, onVolume }: { volume: number; onVolume: (percent: number) => void }) {
  return (
    <label className="flex min-w-40 flex-1 flex-wrap items-center gap-2 font-semibold text-slate-800">
      <VolumeIcon />
      <span>Volume</span>
      <input
        type="range"
        min={0}
        max={100}
        step={1}
        value={Math.round(volume * 100)}
        onChange={(event) => onVolume(Number(event.currentTarget.value))}
        aria-valuetext={volumeValueText(volume)}
        className={rangeClass}
      />
    </label>
  );
}

const rateLabel = (rate: number) => `${rate}×`;

type SpeedProps = {
  rate: number;
  onRate: (rate: number) => void;
  /** On a narrow screen, the select alone (the docked player): the label stays its name. */
  labelOnWideOnly?: boolean;
};

export function SpeedSelect({ rate, onRate, labelOnWideOnly = false }: SpeedProps) {
  return (
    <label className="flex flex-wrap items-center gap-2 font-semibold text-slate-800">
      <span className={labelOnWideOnly ? 'sr-only sm:not-sr-only' : undefined}>Playback speed</span>
      <select
        value={String(rate)}
        onChange={(event) => onRate(Number(event.currentTarget.value))}
        className="min-h-11 cursor-pointer rounded-lg border-2 border-slate-500 bg-white px-3 py-2 text-base text-slate-950"
      >
        {PLAYBACK_RATES.map((option) => (
          <option key={option} value={String(option)}>
            {rateLabel(option)}
          </option>
        ))}
      </select>
    </label>
  );
}

type ResumeNoteProps = { id: string; position: number; onStartOver: () => void };

/** Named by id so the play button can describe itself with it ("Play ..., Resuming from 1:23"). */
export function ResumeNote({ id, position, onStartOver }: ResumeNoteProps) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-800">
      <p id={id}>Resuming from {formatClock(position)}</p>
      <button type="button" onClick={onStartOver} className={buttonClass('ghost', 'underline underline-offset-4')}>
        Start from the beginning
      </button>
    </div>
  );
}
