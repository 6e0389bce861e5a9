import { buttonClass } from '@/components/ui/button';
import { sameItem, usePlayer, type PlayerItem } from './player-context';

/**
 * "Add to Up next" for an episode or a book that is not the one playing; once queued it offers
 * to take it out again. Nothing shows while nothing is loaded: Play is the way to start.
 */
export function UpNextButton({ item }: { item: PlayerItem }) {
  const player = usePlayer();
  if (!player.item || sameItem(player.item, item)) return null;
  const queued = player.queue.some((q) => sameItem(q, item));
  return (
    // Named by aria-label: an absolutely placed sr-only part made browsers hear "Add to Up next : Title".
    <button
      type="button"
      aria-label={`${queued ? 'Remove from Up next' : 'Add to Up next'}: ${item.title}`}
      onClick={() => (queued ? player.removeFromQueue(item) : player.addToQueue(item))}
      className={buttonClass('secondary', 'shrink-0')}
    >
      {queued ? 'Remove from Up next' : 'Add to Up next'}
    </button>
  );
}
