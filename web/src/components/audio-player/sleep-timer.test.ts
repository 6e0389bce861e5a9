import { describe, expect, it } from 'vitest';
import { fadeFactor, sleepRemaining, sleepTimerText } from './sleep-timer';

const at = { now: 1_000_000, currentTime: 100, duration: 1800, rate: 1 };

describe('the sleep timer', () => {
  it('counts clock time for minutes, and listening time (at the present speed) to a chapter’s end or the end', () => {
    expect(sleepRemaining({ kind: 'minutes', minutes: 15, endsAt: at.now + 15 * 60_000 }, at)).toBe(900);
    expect(sleepRemaining({ kind: 'minutes', minutes: 5, endsAt: at.now - 1 }, at)).toBe(0);
    expect(sleepRemaining({ kind: 'chapter', stopAt: 160 }, at)).toBe(60);
    expect(sleepRemaining({ kind: 'chapter', stopAt: 160 }, { ...at, rate: 1.5 })).toBe(40);
    expect(sleepRemaining({ kind: 'end' }, at)).toBe(1700);
    expect(sleepRemaining({ kind: 'end' }, { ...at, currentTime: 1900 })).toBe(0);
  });

  it('fades over the last ten seconds only', () => {
    expect(fadeFactor(60)).toBe(1);
    expect(fadeFactor(10)).toBe(1);
    expect(fadeFactor(5)).toBe(0.5);
    expect(fadeFactor(0)).toBe(0);
  });

  it('says what is left in whole minutes, rounded up, and seconds in the last minute', () => {
    expect(sleepTimerText(12 * 60)).toBe('Sleep timer: 12 minutes left');
    expect(sleepTimerText(11 * 60 + 1)).toBe('Sleep timer: 12 minutes left');
    expect(sleepTimerText(61)).toBe('Sleep timer: 2 minutes left');
    expect(sleepTimerText(60)).toBe('Sleep timer: 1 minute left');
    expect(sleepTimerText(42.2)).toBe('Sleep timer: 43 seconds left');
    expect(sleepTimerText(3600)).toBe('Sleep timer: 1 hour left');
  });
});
