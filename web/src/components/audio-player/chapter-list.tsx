import { useId } from 'react';
import { buttonClass } from '@/components/ui/button';
import { chapterIndexAt, chapterLabel, chapterName, nextChapterStart, previousChapterStart } from './chapters';
import { sameItem, usePlayer, type PlayerItem } from './player-context';
import { ShortcutStatus } from './shortcut-status';
import { useChapters } from './use-chapters';
import { useSaid } from './use-said';
import { useStartAt } from './use-start-at';

type Props = {
  item: PlayerItem;
  /** h2 on a page, h3 inside the full player's dialog. */
  headingLevel: 2 | 3;
};

/**
 * An item's chapters as buttons ("Chapter 3: Getting support, starts at 12:30"): one starts
 * the item there, loading it first when something else is playing. The chapter playing is
 * marked by words and a border as well as colour, and by aria-current. Previous and Next
 * chapter buttons while the item is loaded. Nothing at all for an item without chapters.
 */
export function ChapterList({ item, headingLevel }: Props) {
  const player = usePlayer();
  const chapters = useChapters(item);
  const headingId = useId();
  const loaded = sameItem(player.item, item);
  const current = loaded ? chapterIndexAt(chapters, player.currentTime) : -1;

  const startAt = useStartAt(item);
  // Previous and Next keep focus while the chapter changes elsewhere on screen: where they went is said.
  const [said, say] = useSaid();
  const goTo = (start: number) => {
    player.seekTo(start);
    const index = chapterIndexAt(chapters, start);
    say(chapterName(chapters[index]!, index));
  };

  if (chapters.length === 0) return null;

  const previous = loaded ? previousChapterStart(chapters, player.currentTime) : null;
  const next = loaded ? nextChapterStart(chapters, player.currentTime) : null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} className={headingLevel === 2 ? 'text-2xl font-bold text-slate-950' : 'text-lg font-bold text-slate-950'}>
        Chapters
      </Heading>
      {loaded && (
        <div className="mt-2 flex flex-wrap gap-2">
          {/* aria-disabled, not disabled: focus stays on the button at the first or last chapter. */}
          <button
            type="button"
            aria-disabled={previous === null || undefined}
            onClick={() => previous !== null && goTo(previous)}
            className={buttonClass('secondary', 'min-h-11')}
          >
            Previous chapter
          </button>
          <button
            type="button"
            aria-disabled={next === null || undefined}
            onClick={() => next !== null && goTo(next)}
            className={buttonClass('secondary', 'min-h-11')}
          >
            Next chapter
          </button>
        </div>
      )}
      <ShortcutStatus message={said} />
      <ol className="mt-3 flex flex-col gap-2">
        {chapters.map((chapter, index) => {
          const playing = index === current;
          return (
            <li key={chapter.startSeconds}>
              <button
                type="button"
                aria-current={playing || undefined}
                onClick={() => startAt(chapter.startSeconds)}
                className={`flex min-h-11 w-full flex-wrap items-center gap-x-3 rounded-lg border-2 px-3 py-2 text-left text-slate-950 hover:bg-violet-50 ${
                  playing ? 'border-violet-800 bg-violet-50 font-bold' : 'border-slate-300 bg-white'
                }`}
              >
                <span className="min-w-0 flex-[1_1_12em] break-words">{chapterLabel(chapter, index)}</span>
                {/* Seen, not heard twice: aria-current already says it. */}
                {playing && (
                  <span aria-hidden="true" className="rounded bg-violet-800 px-2 text-sm font-bold text-white">
                    Playing now
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
