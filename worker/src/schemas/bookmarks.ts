import * as v from 'valibot';
import { optionalText } from './fields';

export const BOOKMARK_NOTE_MAX = 200;
/** Enough for any listener; a runaway script is stopped here. */
export const MAX_BOOKMARKS_PER_ITEM = 100;

/** POST /api/bookmarks/{kind}/{id}: the place in the recording and an optional note. */
export const bookmarkSchema = v.object({
  positionSeconds: v.pipe(
    v.number('positionSeconds must be a number'),
    v.minValue(0, 'positionSeconds must be 0 or more'),
    v.maxValue(360_000, 'positionSeconds is too large'),
    v.transform(Math.floor),
  ),
  note: optionalText('Note', BOOKMARK_NOTE_MAX),
});
export type BookmarkInput = v.InferOutput<typeof bookmarkSchema>;

export type Bookmark = { id: number; positionSeconds: number; note: string; createdAt: string };
