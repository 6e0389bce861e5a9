import * as v from 'valibot';

export const LISTENABLE_KINDS = ['episode', 'audiobook'] as const;
export type ListenableKind = (typeof LISTENABLE_KINDS)[number];

/** PUT /api/listening-positions/{kind}/{id} */
export const positionSchema = v.object({
  positionSeconds: v.pipe(
    v.number('positionSeconds must be a number'),
    v.minValue(0, 'positionSeconds must be 0 or more'),
    v.maxValue(360_000, 'positionSeconds is too large'),
    v.transform(Math.floor),
  ),
  /**
   * When the listener was there: a save made offline and sent later carries its own time, and
   * the newest by this time wins (a later save already in is not overwritten). Now when absent.
   */
  savedAt: v.optional(
    v.pipe(
      v.string('savedAt must be a date and time'),
      v.isoTimestamp('savedAt must be a date and time, such as 2026-11-26T10:00:00.000Z'),
    ),
  ),
});

export type ListeningPosition = { kind: ListenableKind; itemId: number; positionSeconds: number; updatedAt: string | null };
