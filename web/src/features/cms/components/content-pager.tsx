import { Pager } from '@/components/ui/pager';
import { CONTENT_PAGE_SIZE } from '../api/use-content-admin';

/** Previous / Next under a content list, shown only when there is more than one page. */
export function ContentPager<T>({
  label,
  page,
  rows,
  onPage,
}: {
  label: string;
  page: number;
  rows: T[] | undefined;
  onPage: (page: number) => void;
}) {
  if (!rows || (page === 0 && rows.length < CONTENT_PAGE_SIZE)) return null;
  return <Pager label={label} page={page} fullPage={rows.length === CONTENT_PAGE_SIZE} onPage={onPage} />;
}
