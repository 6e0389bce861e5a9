import { sameItem, type PlayerItem } from './player-context';

// "Up next": the episodes and books to play after the current one, kept on this device.

const STORAGE_KEY = 'player-queue';

const isItem = (value: unknown): value is PlayerItem => {
  const v = value as Partial<PlayerItem> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    (v.kind === 'episode' || v.kind === 'audiobook') &&
    typeof v.itemId === 'number' &&
    typeof v.src === 'string' &&
    typeof v.title === 'string' &&
    typeof v.href === 'string' &&
    typeof v.rateKey === 'string'
  );
};

export function loadQueue(): PlayerItem[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isItem) : [];
  } catch {
    return [];
  }
}

export function saveQueue(queue: PlayerItem[]) {
  try {
    if (queue.length === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(queue));
  } catch {
    // Kept until the page closes.
  }
}

/** At the end, once: adding what is already there changes nothing. */
export const enqueue = (queue: PlayerItem[], item: PlayerItem) => (queue.some((q) => sameItem(q, item)) ? queue : [...queue, item]);

export const dequeue = (queue: PlayerItem[], item: Pick<PlayerItem, 'kind' | 'itemId'>) => queue.filter((q) => !sameItem(q, item));

/** Swaps the item at `index` with its neighbour `by` places away (-1 up, 1 down); out of range changes nothing. */
export function move(queue: PlayerItem[], index: number, by: -1 | 1): PlayerItem[] {
  const to = index + by;
  if (index < 0 || to < 0 || index >= queue.length || to >= queue.length) return queue;
  const next = [...queue];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
