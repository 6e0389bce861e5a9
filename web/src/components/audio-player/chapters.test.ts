import { describe, expect, it } from 'vitest';
import { announcesChapterChange, chapterIndexAt, chapterLabel, nextChapterStart, previousChapterStart } from './chapters';

const chapters = [
  { title: 'Welcome', startSeconds: 0 },
  { title: 'Getting support', startSeconds: 750 },
  { title: 'Questions', startSeconds: 1500 },
];

describe('chapters from the time', () => {
  it('finds the chapter playing at a time, boundaries included, and none before the first', () => {
    expect(chapterIndexAt(chapters, 0)).toBe(0);
    expect(chapterIndexAt(chapters, 749.9)).toBe(0);
    expect(chapterIndexAt(chapters, 750)).toBe(1);
    expect(chapterIndexAt(chapters, 5000)).toBe(2);
    expect(chapterIndexAt([{ title: 'Late', startSeconds: 10 }], 5)).toBe(-1);
    expect(chapterIndexAt([], 5)).toBe(-1);
  });

  it('names a chapter with its number and start', () => {
    expect(chapterLabel(chapters[1]!, 1)).toBe('Chapter 2: Getting support, starts at 12:30');
    expect(chapterLabel({ title: 'Late', startSeconds: 3723 }, 9)).toBe('Chapter 10: Late, starts at 1:02:03');
  });

  it('goes to the previous chapter near a start and back to the current one’s start later in it; next until the last', () => {
    expect(previousChapterStart(chapters, 800)).toBe(750);
    expect(previousChapterStart(chapters, 752)).toBe(0);
    expect(previousChapterStart(chapters, 1)).toBeNull();
    expect(previousChapterStart(chapters, 30)).toBe(0);
    expect(nextChapterStart(chapters, 0)).toBe(750);
    expect(nextChapterStart(chapters, 1499)).toBe(1500);
    expect(nextChapterStart(chapters, 1500)).toBeNull();
    expect(nextChapterStart([{ title: 'Late', startSeconds: 10 }], 5)).toBe(10);
  });

  it('announces only playing on into the next chapter, never a jump or a paused seek', () => {
    expect(announcesChapterChange(0, 1, true)).toBe(true);
    expect(announcesChapterChange(0, 2, true)).toBe(false);
    expect(announcesChapterChange(1, 0, true)).toBe(false);
    expect(announcesChapterChange(0, 1, false)).toBe(false);
    // Into the first chapter from an untitled opening.
    expect(announcesChapterChange(-1, 0, true)).toBe(true);
  });
});
