import { bookmarkSchema } from '@schemas/bookmarks';
import { useId, useRef } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { TextField } from '@/components/ui/text-field';
import { formatClock } from '@/lib/format';
import { useMemberId } from '@/lib/offline/use-member-id';
import { useSubmit } from '@/lib/use-submit';
import { sameItem, usePlayer, type PlayerItem } from './player-context';
import { usePendingBookmarks, withPending, type ShownBookmark } from './pending-bookmarks';
import { addBookmark, deleteBookmark, useBookmarks } from './use-bookmarks';
import { useStartAt } from './use-start-at';

const small = buttonClass('secondary', 'min-h-11 px-3 py-1 text-sm');

/**
 * The member's bookmarks in an item: one added at the time playing, with an optional note,
 * while the item is loaded; each played from or deleted. Kept on the server, so they follow
 * the member to another device. A deleted one cannot keep focus: it goes to the heading.
 * With no connection a bookmark added or deleted waits on this device (decision 0039): an added
 * one shows at once, marked in words as waiting to sync, and both are sent when it returns.
 */
export function BookmarkList({ item, headingLevel }: { item: PlayerItem; headingLevel: 2 | 3 }) {
  const player = usePlayer();
  const loaded = sameItem(player.item, item);
  const { data } = useBookmarks(item.kind, item.itemId);
  const memberId = useMemberId();
  const pending = usePendingBookmarks(memberId);
  const startAt = useStartAt(item);
  const headingId = useId();
  const noteId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { formRef, summary, errors, busy, submit } = useSubmit({
    schema: bookmarkSchema,
    action: (input) => addBookmark(memberId, item.kind, item.itemId, input),
    success: (made) =>
      made.waiting
        ? {
            title: `Bookmark kept on this device at ${formatClock(made.positionSeconds)}`,
            description: 'It syncs when you are back online.',
          }
        : `Bookmark added at ${formatClock(made.positionSeconds)}`,
    failure: 'Failed to add the bookmark',
    onSuccess: () => formRef.current?.reset(),
  });
  const remove = useSubmit<ShownBookmark, { waiting: boolean }>({
    action: (bookmark) => deleteBookmark(memberId, item.kind, item.itemId, bookmark),
    success: (done) =>
      done.waiting
        ? { title: 'Bookmark deleted', description: 'It is deleted from your account when you are back online.' }
        : 'Bookmark deleted',
    failure: 'Failed to delete the bookmark',
    onSuccess: () => heading.current?.focus(),
  });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const list = withPending(data?.bookmarks ?? [], pending, item);

  return (
    <section aria-labelledby={headingId}>
      <Heading
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className={`${headingLevel === 2 ? 'text-2xl' : 'text-lg'} font-bold text-slate-950 outline-none`}
      >
        Bookmarks
      </Heading>
      {loaded && (
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const note = new FormData(event.currentTarget).get('note');
            void submit({ positionSeconds: Math.floor(player.currentTime), note });
          }}
          className="mt-2 flex flex-wrap items-end gap-3"
        >
          <ErrorSummary {...summary} />
          <TextField id={noteId} label="Note (optional)" name="note" error={errors.note} className="min-w-0 flex-[1_1_14em]" />
          <Button type="submit" busy={busy}>
            Add bookmark at {formatClock(player.currentTime)}
          </Button>
        </form>
      )}
      {list.length === 0 ? (
        <p className="mt-2 text-slate-700">{loaded ? 'None yet.' : 'None yet. Play it to add one at the time playing.'}</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-2">
          {list.map((bookmark) => {
            const at = formatClock(bookmark.positionSeconds);
            return (
              <li key={bookmark.key} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="min-w-0 flex-[1_1_10em] break-words text-slate-900">
                  <span className="font-semibold tabular-nums">{at}</span>
                  {bookmark.note && ` · ${bookmark.note}`}
                  {bookmark.waiting && <span className="ml-2 font-semibold text-amber-900">(waiting to sync)</span>}
                </span>
                <span className="flex flex-wrap gap-2">
                  {/* Named by aria-label, starting with the words shown: a hidden part placed apart
                      is heard with a stray space ("Play from 0:03 : note") in browsers. */}
                  <button
                    type="button"
                    aria-label={bookmark.note ? `Play from ${at}: ${bookmark.note}` : `Play from ${at}`}
                    onClick={() => startAt(bookmark.positionSeconds)}
                    className={small}
                  >
                    Play from {at}
                  </button>
                  <button
                    type="button"
                    aria-label={`Delete bookmark at ${at}`}
                    onClick={() => void remove.submit(bookmark)}
                    className={small}
                  >
                    Delete
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
