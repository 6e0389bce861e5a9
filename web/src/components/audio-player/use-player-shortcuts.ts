import type { KeyboardEvent } from 'react';
import { chapterName, chapterIndexAt, nextChapterStart, previousChapterStart } from './chapters';
import { stepRate } from './playback-rate';
import { sameItem, usePlayer, type PlayerItem } from './player-context';
import { useChapters } from './use-chapters';
import { useSaid } from './use-said';

/** The keys, as the "Keyboard shortcuts" list shows them. */
export const SHORTCUTS = [
  { keys: ['Space', 'K'], what: 'Play or pause' },
  { keys: ['J'], what: 'Skip back' },
  { keys: ['L'], what: 'Skip forward' },
  { keys: ['['], what: 'Slower (0.05×)' },
  { keys: [']'], what: 'Faster (0.05×)' },
  { keys: ['N'], what: 'Next chapter' },
  { keys: ['P'], what: 'Previous chapter' },
  { keys: ['?'], what: 'Say these shortcuts' },
] as const;

/** What "?" says: the list above in words, since a status cannot show a table. */
export const SHORTCUTS_SPOKEN = `Player shortcuts: ${SHORTCUTS.map(({ keys, what }) => `${keys.join(' or ')}, ${what}`).join('; ')}.`;

/** Where a key belongs to the control: text fields and selects type or choose with it. */
const isTyping = (target: HTMLElement) =>
  target.isContentEditable || target.matches('textarea, select, input:not([type="range"]), [role="textbox"], [role="combobox"]');
/** Space presses a focused button or follows a link itself. */
const ownsSpace = (target: HTMLElement) => target.matches('button, a[href], summary, [role="button"]');

/**
 * Single-key shortcuts for a player (the dock, or a page's player while it shows the loaded
 * item): only while focus is inside it, never while typing, and never with a modifier key, so
 * they cannot fire by accident from elsewhere (WCAG 2.1.4); the member can turn them off. What a
 * key did is said in `message`, for a polite status: focus stays where it was, so nothing else
 * would tell a screen-reader user.
 */
export function usePlayerShortcuts(forItem?: PlayerItem) {
  const player = usePlayer();
  const chapters = useChapters(player.item);
  // Counted, so the same words twice ("Back 10 seconds") are said twice.
  const [message, say] = useSaid();

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (!player.preferences.shortcuts || !player.item || (forItem && !sameItem(forItem, player.item))) return;
    if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || isTyping(target)) return;
    const { skipBack, skipForward } = player.preferences;
    const key = event.key.toLowerCase();
    let said: string;
    if (key === 'k' || (key === ' ' && !ownsSpace(target))) {
      player.toggle();
      said = player.playing ? 'Paused' : 'Playing';
    } else if (key === 'j') {
      player.skip(-skipBack);
      said = `Back ${skipBack} seconds`;
    } else if (key === 'l') {
      player.skip(skipForward);
      said = `Forward ${skipForward} seconds`;
    } else if (key === '[' || key === ']') {
      const rate = stepRate(player.rate, key === ']' ? 1 : -1);
      player.setRate(rate);
      said = `Speed ${rate}×`;
    } else if (key === 'n' || key === 'p') {
      const to = key === 'n' ? nextChapterStart(chapters, player.currentTime) : previousChapterStart(chapters, player.currentTime);
      if (chapters.length === 0) said = 'This has no chapters';
      else if (to === null) said = key === 'n' ? 'This is the last chapter' : 'This is the first chapter';
      else {
        player.seekTo(to);
        said = chapterName(chapters[chapterIndexAt(chapters, to)]!, chapterIndexAt(chapters, to));
      }
    } else if (key === '?') {
      said = SHORTCUTS_SPOKEN;
    } else return;
    event.preventDefault();
    say(said);
  };

  return { onKeyDown, message };
}
