import type { ReactNode } from 'react';
import type { SWRResponse } from 'swr';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { Spinner } from '@/components/ui/spinner';

type Props<T> = {
  /** Only what the states need, so a list inside a larger answer can be passed as it is. */
  result: Pick<SWRResponse<T[]>, 'data' | 'error'>;
  /** Plural, lower case: "pages", "form submissions". */
  what: string;
  emptyTitle: string;
  emptyText: string;
  children: (rows: T[]) => ReactNode;
};

/** The list states every list screen shares, for every CMS tab: loading, then an error, empty or the list. */
export function CmsList<T>({ result, what, emptyTitle, emptyText, children }: Props<T>) {
  if (result.error) {
    const title = `Unable to Load ${what.replace(/\b\w/g, (c) => c.toUpperCase())}`;
    return <ErrorState title={title} text={`There was an error loading the ${what}. Please try again later.`} />;
  }
  if (!result.data) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label={`Loading ${what}...`} />
      </div>
    );
  }
  if (result.data.length === 0) return <EmptyState title={emptyTitle} text={emptyText} />;
  return <>{children(result.data)}</>;
}
