import { ListStatus, listMessage } from '@/components/ui/list-status';
import { Pager } from '@/components/ui/pager';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { TextLink } from '@/components/ui/text-link';
import { formatLongDateTime } from '@/lib/format';
import { useSavedPage, type SavedItem } from '../api/use-saved-page';

/** What a saved item's heading link says. */
export const savedName = (item: SavedItem) => (item.kind === 'post' ? item.title : `Comment on “${item.title}”`);

type Props = { page: number; onPage: (page: number) => void };

/**
 * The member's saved posts and comments (issue 20), the most recently saved first: each a heading
 * linking to it (a comment to its place in the discussion), its opening words, who wrote it and when.
 * `page` is one-based; `onPage` is given the next one.
 */
export function SavedList({ page, onPage }: Props) {
  const { data, error, isLoading } = useSavedPage(page);
  const settled = isLoading || error ? undefined : data?.items.length;
  return (
    <>
      {/* Says the page that came (Next, Previous); on screen the page number and the list say it. */}
      <ListStatus message={listMessage({ count: settled, noun: ['saved item', 'saved items'], page: page - 1 })} />
      {error ? (
        <div className="mt-6">
          <ErrorState title="Unable to Load Saved" text="We couldn't load what you saved. Please try again." />
        </div>
      ) : !data ? (
        <p role="status" className="mt-6 text-slate-700">
          Loading what you saved…
        </p>
      ) : data.items.length === 0 ? (
        <div className="mt-6">
          <EmptyState title="Nothing saved yet" text="Press Save on a post or a comment in the community to keep it here." />
        </div>
      ) : (
        <>
          <p className="mt-6 text-slate-700">
            {data.total} saved {data.total === 1 ? 'item' : 'items'}
          </p>
          <ul className="mt-3 grid gap-3" aria-label="Saved posts and comments" aria-busy={isLoading || undefined}>
            {data.items.map((item) => (
              <li key={`${item.kind}-${item.id}`} className="rounded-xl border border-slate-300 bg-white p-4 shadow-sm">
                <h2 className="text-lg font-semibold wrap-anywhere">
                  <TextLink to={item.link} className="inline-block">
                    {savedName(item)}
                  </TextLink>
                </h2>
                {item.excerpt.trim() && <p className="mt-1 text-slate-800 wrap-anywhere">{item.excerpt}</p>}
                <p className="mt-1 text-sm text-slate-700">
                  {item.kind === 'post' ? 'Post' : 'Comment'} by {item.authorName} ·{' '}
                  <time dateTime={item.createdAt}>{formatLongDateTime(item.createdAt)}</time>
                </p>
              </li>
            ))}
          </ul>
          {data.totalPages > 1 && <Pager page={page - 1} fullPage={page < data.totalPages} onPage={(p) => onPage(p + 1)} label="Saved" />}
        </>
      )}
    </>
  );
}
