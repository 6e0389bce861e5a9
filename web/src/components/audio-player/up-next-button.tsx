import { buttonClass } from '@/components/ui/button';
import { sameItem, usePlayer, type PlayerItem } from './player-context';
import { ShortcutStatus } from './shortcut-status';
import { useSaid } from './use-said';

/**
 * "Add to Up next" for an episode or a book that is not the one playing; once queued it offers
 * to take it out again. Nothing shows while nothing is loaded: Play is the way to start.
 */
export function UpNextButton({ item }: { item: PlayerItem }) {
  const player = usePlayer();
  const [said, say] = useSaid();
  if (!player.item || sameItem(player.item, item)) return null;
  const queued = player.queue.some((q) => sameItem(q, item));
  // The button keeps focus and only its name changes, which many screen readers do not read
  // again: what it did is said.
  const toggle = () => {
    if (queued) {
      player.removeFromQueue(item);
      say(`Removed ${item.title} from Up next`);
    } else {
      player.addToQueue(item);
      say(`Added ${item.title} to Up next, number ${player.queue.length + 1}`);
    }
  };
  return (
    <>
      {/* Named by aria-label: an absolutely placed sr-only part made browsers hear "Add to Up next : Title". */}
      <button
        type="button"
        aria-label={`${queued ? 'Remove from Up next' : 'Add to Up next'}: ${item.title}`}
        onClick={toggle}
        className={buttonClass('secondary', 'shrink-0')}
      >
        {queued ? 'Remove from Up next' : 'Add to Up next'}
      </button>
      <ShortcutStatus message={said} />
    </>
  );
}
