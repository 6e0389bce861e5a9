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
});

export type ListeningPosition = { kind: ListenableKind; itemId: number; positionSeconds: number; updatedAt: string | null };
