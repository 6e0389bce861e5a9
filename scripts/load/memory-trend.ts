// Whether a server's memory "keeps growing", decided from RSS samples.
//
// RSS under a garbage-collected runtime is a sawtooth: it climbs between collections and
// drops at each one, and the allocator hands pages back late or never. So the first minutes
// (caches filling, the JIT compiling, the heap finding its size) are not judged, and the rest
// is judged by its trend, not by its last value against its first. The trend is the
// Theil–Sen slope (the median of the slopes between every pair of samples): unlike a
// least-squares line, one sample taken just before a collection cannot tilt it, because up
// to about a third of the samples can be outliers without moving the median.

/** Samples before this many seconds are the warm-up, unless the run is shorter than twice that. */
export const WARM_UP_SECONDS = 5 * 60;

/**
 * The slope above which memory "keeps growing", in MiB per minute. A leak of 1 KiB per
 * request at 100 requests a second is 5.9 MiB a minute, and the leak this was written for
 * was about 100 KiB per request (over 500 MiB a minute). A server that is flat wanders by a
 * few MiB over half an hour (docs/benchmarks.md has the figures), well under 1 MiB a minute,
 * and 1 MiB a minute is still 1.4 GiB a day at this rate: too much for a server left running.
 */
export const MAX_GROWTH_MIB_PER_MINUTE = 1;

export interface Point {
  /** Seconds. */
  at: number;
  /** KiB. */
  kib: number;
}

/** The median of the slopes between every pair of points, in KiB per second. */
export function theilSenSlope(points: readonly Point[]): number {
  const slopes: number[] = [];
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++) {
      const dt = points[j]!.at - points[i]!.at;
      if (dt > 0) slopes.push((points[j]!.kib - points[i]!.kib) / dt);
    }
  if (!slopes.length) return 0;
  slopes.sort((a, b) => a - b);
  const mid = slopes.length >> 1;
  return slopes.length % 2 ? slopes[mid]! : (slopes[mid - 1]! + slopes[mid]!) / 2;
}

export interface Trend {
  /** Seconds not judged at the start. */
  warmUpSeconds: number;
  /** Points judged. */
  judged: number;
  /** MiB per minute over the judged points. */
  mibPerMinute: number;
  growing: boolean;
}

/** The warm-up for a run of `seconds`: five minutes, or half the run if it is shorter than ten. */
export const warmUpFor = (seconds: number) => Math.min(WARM_UP_SECONDS, seconds / 2);

export function memoryTrend(points: readonly Point[], runSeconds: number): Trend {
  const warmUpSeconds = warmUpFor(runSeconds);
  const judged = points.filter((p) => p.at >= warmUpSeconds);
  const mibPerMinute = (theilSenSlope(judged) * 60) / 1024;
  // Fewer than three points after the warm-up say nothing about a trend.
  return { warmUpSeconds, judged: judged.length, mibPerMinute, growing: judged.length >= 3 && mibPerMinute > MAX_GROWTH_MIB_PER_MINUTE };
}
