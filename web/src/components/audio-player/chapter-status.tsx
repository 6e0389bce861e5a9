import { useEffect, useRef, useState } from 'react';
import { announcesChapterChange, chapterIndexAt, chapterName } from './chapters';
import { usePlayer } from './player-context';
import { useChapters } from './use-chapters';

/**
 * The chapter playing, shown under the dock's title, and said politely when playing carries
 * the listener into the next one: at most once per chapter of the item loaded. It is the one
 * place that announces chapters (the dock is there whenever something is loaded), so a page
 * or the full player showing the same item never says it twice.
 */
/** Playing moves the time on a second or two between updates (more at double speed); a jump moves it further. */
const CARRIED_SECONDS = 3;

export function ChapterStatus() {
  const player = usePlayer();
  const chapters = useChapters(player.item);
  const index = chapterIndexAt(chapters, player.currentTime);
  const [announcement, setAnnouncement] = useState('');
  const time = player.currentTime;
  const last = useRef({ chapters, index, time, announced: new Set<number>() });

  const { playing } = player;
  useEffect(() => {
    const was = last.current;
    const before = was.time;
    was.time = time;
    // Another item, or its chapters just arrived: note where we are and say nothing.
    if (was.chapters !== chapters) {
      last.current = { chapters, index, time, announced: new Set() };
      setAnnouncement('');
      return;
    }
    if (was.index === index) return;
    const from = was.index;
    was.index = index;
    // Carried over by playing, not a jump (Next chapter, N, the slider): the control used for a
    // jump says where it went, and this would say it a second time.
    const carried = time >= before && time - before < CARRIED_SECONDS;
    if (!carried || !announcesChapterChange(from, index, playing) || was.announced.has(index)) return;
    was.announced.add(index);
    setAnnouncement(chapterName(chapters[index]!, index));
  }, [chapters, index, playing, time]);

  if (chapters.length === 0) return null;
  const current = chapters[index];
  return (
    <>
      {current && <p className="truncate text-sm text-slate-700">{chapterName(current, index)}</p>}
      {/* Present from the moment the chapters arrive, before anything is said in it. */}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
