import { spokenDuration } from './spoken-time';

/** The sleep timer's lengths in minutes, and its two ends that follow the recording. */
export const SLEEP_MINUTES = [5, 10, 15, 30, 45, 60] as const;

/**
 * A set sleep timer: after some minutes of the clock, at a point of the recording (the end of
 * the chapter playing when it was set), or at the end of the recording.
 */
export type SleepTimer = { kind: 'minutes'; minutes: number; endsAt: number } | { kind: 'chapter'; stopAt: number } | { kind: 'end' };

/** The last seconds fade out, so sleep comes without a sudden silence. */
export const FADE_SECONDS = 10;

type Now = { now: number; currentTime: number; duration: number; rate: number };

/** Seconds until the timer stops the player: clock seconds, or listening at the present speed. */
export function sleepRemaining(timer: SleepTimer, { now, currentTime, duration, rate }: Now): number {
  const speed = rate > 0 ? rate : 1;
  if (timer.kind === 'minutes') return Math.max(0, (timer.endsAt - now) / 1000);
  const stopAt = timer.kind === 'chapter' ? timer.stopAt : duration;
  return Math.max(0, (stopAt - currentTime) / speed);
}

/** How loud, from 1 to 0, with this many seconds left: full until the last ten, then a straight fade. */
export const fadeFactor = (remaining: number) => Math.min(1, Math.max(0, remaining / FADE_SECONDS));

/** "Sleep timer: 12 minutes left": whole minutes, rounded up, then seconds in the last minute. */
export function sleepTimerText(remaining: number): string {
  const seconds = Math.ceil(remaining);
  const left = seconds >= 60 ? spokenDuration(Math.ceil(seconds / 60) * 60) : spokenDuration(seconds);
  return `Sleep timer: ${left} left`;
}
