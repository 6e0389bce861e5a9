import * as v from 'valibot';
import { requiredText } from './fields';

// Chapters of an episode or a book: the CMS chapter editor and PUT /api/chapters/{kind}/{id}
// check them with these rules and words. Times are written as a clock (12:30, 1:02:03).

export const MAX_CHAPTERS = 200;
export const CHAPTER_TITLE_MAX = 120;
export const START_TIME_MESSAGE = 'Write the start as minutes and seconds, like 12:30, or with hours, like 1:02:03';

/** "75", "1:15" or "0:01:15" -> 75 seconds; anything else -> null. Minutes and seconds after a colon are two digits, under 60. */
export function parseClock(text: string): number | null {
  const match = /^(?:(?:(\d{1,3}):)?(\d{1,2}):)?(\d{1,2})$/.exec(text.trim());
  if (!match) return null;
  const [, h, m, s] = match;
  const hours = Number(h ?? 0);
  const minutes = Number(m ?? 0);
  const seconds = Number(s);
  // 1:75 is a typing slip, not 2:15; a bare "75" is plain seconds.
  if (m !== undefined && seconds >= 60) return null;
  if (h !== undefined && minutes >= 60) return null;
  return hours * 3600 + minutes * 60 + seconds;
}

const chapterSchema = v.object({
  title: requiredText('Chapter title', CHAPTER_TITLE_MAX),
  start: v.pipe(
    v.string(START_TIME_MESSAGE),
    v.check((text) => parseClock(text) !== null, START_TIME_MESSAGE),
    v.transform((text) => parseClock(text)!),
  ),
});

/** PUT /api/chapters/{kind}/{id}: the whole list, which replaces what was there. */
export const chaptersSchema = v.object({
  chapters: v.pipe(
    v.array(chapterSchema, 'chapters must be a list'),
    v.maxLength(MAX_CHAPTERS, `An item can have at most ${MAX_CHAPTERS} chapters`),
  ),
});
export type ChaptersInput = v.InferOutput<typeof chaptersSchema>;

/**
 * What the schema cannot know alone: each chapter starts after the one before it and before
 * the audio ends. Keyed as the schema's own messages are ("chapters.2.start"), so the form
 * shows them beside the field and the worker answers with the same words.
 */
export function chapterTimeErrors(chapters: { start: number }[], durationSeconds: number): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  chapters.forEach(({ start }, index) => {
    const n = index + 1;
    if (start >= durationSeconds) errors[`chapters.${index}.start`] = [`Chapter ${n} must start before the audio ends`];
    else if (index > 0 && start <= chapters[index - 1]!.start)
      errors[`chapters.${index}.start`] = [`Chapter ${n} must start after chapter ${index}`];
  });
  return errors;
}

/** A chapter as the API gives it. */
export type Chapter = { title: string; startSeconds: number };

/**
 * The chapter editor's schema for an item of this length: the shape, then chapterTimeErrors
 * with each message on its field, as the worker's answer would put it.
 */
export const chaptersFor = (durationSeconds: number) =>
  v.pipe(
    chaptersSchema,
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const list = dataset.value.chapters;
      for (const [path, [message]] of Object.entries(chapterTimeErrors(list, durationSeconds))) {
        const index = Number(path.split('.')[1]);
        const chapter = list[index]!;
        addIssue({
          message: message!,
          path: [
            { type: 'object', origin: 'value', input: dataset.value, key: 'chapters', value: list },
            { type: 'array', origin: 'value', input: list, key: index, value: chapter },
            { type: 'object', origin: 'value', input: chapter, key: 'start', value: chapter.start },
          ],
        });
      }
    }),
  );
