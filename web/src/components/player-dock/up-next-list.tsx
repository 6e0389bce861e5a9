import type { RefObject } from 'react';
import { usePlayer } from '@/components/audio-player/player-context';
import { ShortcutStatus } from '@/components/audio-player/shortcut-status';
import { useSaid } from '@/components/audio-player/use-said';
import { buttonClass } from '@/components/ui/button';

const small = buttonClass('secondary', 'min-h-11 px-3 py-1 text-sm');

/**
 * "Up next" as a list, shared by the dock's panel and the full player: the setting for playing
 * the next automatically, the items in order, reordered with buttons (never by dragging), one
 * removed or all cleared. A removed button cannot keep focus, so it goes to `headingRef`.
 */
export function UpNextList({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  const player = usePlayer();
  const { queue } = player;
  // Moving keeps focus on the button while the item changes place under it: its new place is said.
  const [said, say] = useSaid();
  const move = (index: number, by: -1 | 1) => {
    player.moveInQueue(index, by);
    say(`${queue[index]!.title} is now number ${index + 1 + by} of ${queue.length}`);
  };
  return (
    <>
      <ShortcutStatus message={said} />
      <label className="mt-1 flex min-h-11 items-center gap-2 font-semibold text-slate-800">
        <input
          type="checkbox"
          checked={player.preferences.autoAdvance}
          onChange={(event) => player.setPreferences({ autoAdvance: event.currentTarget.checked })}
          className="size-6 accent-violet-800"
        />
        Play the next one automatically
      </label>
      {queue.length === 0 ? (
        <p className="text-slate-700">Nothing yet. Use “Add to Up next” on an episode or a book.</p>
      ) : (
        <>
          <ol className="mt-2 flex flex-col gap-2">
            {queue.map((item, index) => (
              <li key={`${item.kind}:${item.itemId}`} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="min-w-0 flex-[1_1_10em] font-semibold break-words text-slate-900">
                  {index + 1}. {item.title}
                </span>
                <span className="flex flex-wrap gap-2">
                  {/* aria-disabled, not disabled: focus stays on the button when it reaches the end. */}
                  <button
                    type="button"
                    aria-label={`Move up: ${item.title}`}
                    aria-disabled={index === 0 || undefined}
                    onClick={() => index > 0 && move(index, -1)}
                    className={small}
                  >
                    Move up
                  </button>
                  <button
                    type="button"
                    aria-label={`Move down: ${item.title}`}
                    aria-disabled={index === queue.length - 1 || undefined}
                    onClick={() => index < queue.length - 1 && move(index, 1)}
                    className={small}
                  >
                    Move down
                  </button>
                  <button
                    type="button"
                    aria-label={`Remove: ${item.title}`}
                    onClick={() => {
                      player.removeFromQueue(item);
                      headingRef.current?.focus();
                      say(`Removed ${item.title} from Up next`);
                    }}
                    className={small}
                  >
                    Remove
                  </button>
                </span>
              </li>
            ))}
          </ol>
          <button
            type="button"
            onClick={() => {
              player.clearQueue();
              headingRef.current?.focus();
            }}
            className={buttonClass('ghost', 'mt-2 underline underline-offset-4')}
          >
            Clear Up next
          </button>
        </>
      )}
    </>
  );
}
