import { describe, expect, it } from 'vitest';
import { memoryTrend, theilSenSlope, warmUpFor, type Point } from './memory-trend';

const MIB = 1024;
/** A 30-minute run sampled every 10 s, RSS in KiB from `kib(seconds)`. */
const run = (kib: (at: number) => number): Point[] => Array.from({ length: 181 }, (_, i) => ({ at: i * 10, kib: kib(i * 10) }));
/** A garbage collector's sawtooth: climbs 40 MiB over a minute, then drops back. */
const sawtooth = (at: number) => ((at % 60) / 60) * 40 * MIB;

describe('memoryTrend', () => {
  it('judges only what follows the warm-up: five minutes, or half a run shorter than ten', () => {
    expect(warmUpFor(30 * 60)).toBe(300);
    expect(warmUpFor(4 * 60)).toBe(120);
  });

  it('calls a sawtooth around a flat line flat, however high it climbed while warming up', () => {
    const trend = memoryTrend(
      run((at) => Math.min(at, 300) * 2 * MIB + sawtooth(at)),
      30 * 60,
    );
    expect(trend.judged).toBe(151);
    expect(trend.growing).toBe(false);
    expect(Math.abs(trend.mibPerMinute)).toBeLessThan(1);
  });

  it('calls a steady climb of 2 MiB a minute under the sawtooth growing', () => {
    const trend = memoryTrend(
      run((at) => 500 * MIB + (at / 60) * 2 * MIB + sawtooth(at)),
      30 * 60,
    );
    expect(trend.growing).toBe(true);
    expect(trend.mibPerMinute).toBeCloseTo(2, 0);
  });

  it('is not tipped by one sample taken at the top of a collection cycle at the very end', () => {
    const points = run(() => 500 * MIB);
    points[points.length - 1]!.kib += 300 * MIB;
    expect(memoryTrend(points, 30 * 60).growing).toBe(false);
  });

  it('says nothing from fewer than three samples after the warm-up', () => {
    expect(
      memoryTrend(
        [
          { at: 0, kib: 0 },
          { at: 400, kib: 100 * MIB },
        ],
        420,
      ).growing,
    ).toBe(false);
  });

  it('takes the median of the pairwise slopes', () => {
    // Six of the ten pairs climb 1 a second; the outlier at the end only makes the other four steeper.
    expect(theilSenSlope([0, 1, 2, 3, 40].map((kib, at) => ({ at, kib })))).toBe(1);
  });
});
