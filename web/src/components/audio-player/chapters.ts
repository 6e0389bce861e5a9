import { formatClock } from '@/lib/format';
import type { Chapter } from '@/lib/api-types';

/** The chapter playing at `time` (seconds): the last to start at or before it, or -1 before the first. */
export function chapterIndexAt(chapters: readonly Chapter[], time: number): number {
  let found = -1;
  for (const [index, chapter] of chapters.entries()) {
    if (chapter.startSeconds <= time) found = index;
    else break;
  }
  return found;
}

/** "Chapter 3: Getting support": what the dock shows and the announcement says. */
export const chapterName = (chapter: Chapter, index: number) => `Chapter ${index + 1}: ${chapter.title}`;

/** "Chapter 3: Getting support, starts at 12:30": a chapter button's name. */
export const chapterLabel = (chapter: Chapter, index: number) =>
  `${chapterName(chapter, index)}, starts at ${formatClock(chapter.startSeconds)}`;

/** Within this many seconds of a chapter's start, "Previous chapter" goes to the one before (as CD players do). */
export const RESTART_GRACE = 3;

/**
 * Where "Previous chapter" goes: the start of the current chapter, or of the one before when
 * the member is within its first seconds; null when there is nothing before.
 */
export function previousChapterStart(chapters: readonly Chapter[], time: number): number | null {
  const index = chapterIndexAt(chapters, time);
  if (index < 0) return null;
  if (time - chapters[index]!.startSeconds > RESTART_GRACE) return chapters[index]!.startSeconds;
  return index > 0 ? chapters[index - 1]!.startSeconds : null;
}

/** Where "Next chapter" goes, or null in the last one. */
export function nextChapterStart(chapters: readonly Chapter[], time: number): number | null {
  return chapters[chapterIndexAt(chapters, time) + 1]?.startSeconds ?? null;
}

/**
 * Whether moving from chapter `from` to `to` is to be said aloud: only when playing carries
 * the listener into the next one. A jump the member made (a chapter button, the slider) lands
 * where they asked, and the control they used already says where.
 */
export const announcesChapterChange = (from: number, to: number, playing: boolean) => playing && to === from + 1;
