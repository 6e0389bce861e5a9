import { Suspense, type ComponentProps, type ReactNode } from 'react';
import type { SWRResponse } from 'swr';
import { DataTable } from '@/components/ui/data-table';
import { ItemActions } from '@/components/ui/row-actions';
import { CmsList } from './cms-list';
import { TabHeader } from './tab-header';
import type { TableWords } from './tab-words';
import type { TabProps } from './tabs';
import { useConfirmDelete, type DeleteOptions } from './use-confirm-delete';
import { useEditDialog } from './use-edit-dialog';

type Column<T> = ComponentProps<typeof DataTable<T>>['columns'][number];

/**
 * What every CMS table tab holds besides its list: the create or edit dialog (?new=1 or the row
 * being edited) and the delete that asks first.
 */
export function useTableTab<T>(
  { creating, onCreate, onCreateDone }: Pick<TabProps, 'creating' | 'onCreate' | 'onCreateDone'>,
  result: Pick<SWRResponse<T[]>, 'data' | 'error'>,
  remove: DeleteOptions<T>,
) {
  return { dialog: useEditDialog<T>(creating, onCreateDone), remove: useConfirmDelete<T>(remove), result, onCreate };
}

type Props<T extends { id: number }> = {
  tab: ReturnType<typeof useTableTab<T>>;
  /** Its heading, what it is for, its New button and its list's states (tab-words.ts). */
  words: TableWords;
  caption: string;
  columns: Column<T>[];
  /** The row's name, after each action's word for screen readers ("Edit About Us"). */
  item: (row: T) => string;
  /** A View link or button first, and other actions between Edit and Delete. */
  view?: (row: T) => ReactNode;
  extra?: (row: T) => ReactNode;
  /** Under the header (a search box). */
  before?: ReactNode;
  /** Under the table (a pager). */
  after?: ReactNode;
  /** The tab's dialogs: the create or edit one, and its own (loaded lazily). */
  children: ReactNode;
};

/** A CMS tab that lists its records in a table, each with Edit and Delete (and its own actions). */
export function TableTab<T extends { id: number }>({ tab, words, caption, columns, item, view, extra, ...rest }: Props<T>) {
  const actions: Column<T> = {
    header: 'Actions',
    cell: (row) => (
      <ItemActions
        item={item(row)}
        onEdit={() => tab.dialog.edit(row)}
        onDelete={() => tab.remove.ask(row)}
        view={view?.(row)}
        extra={extra?.(row)}
      />
    ),
  };
  return (
    <div>
      <TabHeader {...words.header} onAction={tab.onCreate} />
      {rest.before}
      <CmsList result={tab.result} {...words.list}>
        {(rows) => <DataTable caption={caption} rows={rows} rowKey={(row) => row.id} columns={[...columns, actions]} />}
      </CmsList>
      {rest.after}
      <Suspense fallback={null}>{rest.children}</Suspense>
      {tab.remove.dialog}
    </div>
  );
}
