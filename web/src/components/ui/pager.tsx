import { Button } from './button';

type Props = {
  page: number;
  /** Whether the last page came back full. A short page is the last one, so Next is disabled after it. */
  fullPage: boolean;
  onPage: (page: number) => void;
  showNext?: boolean;
  label: string;
};

/**
 * Previous / Next paging with a "Page N" label; page is zero-based, shown one-based.
 * "Disabled" is aria-disabled: pressing Previous to reach the first page must not take the
 * focus away from the button the member is on (a disabled button drops it to the page).
 */
export function Pager({ page, fullPage, onPage, showNext = true, label }: Props) {
  return (
    <nav aria-label={`${label} pages`} className="mt-8 flex flex-wrap items-center justify-center gap-4">
      <Button variant="secondary" busy={page === 0} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true">←</span> Previous
      </Button>
      <p className="font-semibold text-slate-800" aria-current="page">
        Page {page + 1}
      </p>
      {showNext && (
        <Button variant="secondary" busy={!fullPage} onClick={() => onPage(page + 1)}>
          Next <span aria-hidden="true">→</span>
        </Button>
      )}
    </nav>
  );
}
