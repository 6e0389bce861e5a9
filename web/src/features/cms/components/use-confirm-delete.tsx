import { useDialog } from '@/lib/use-dialog';
import ConfirmDialog from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import type { KeyMatch } from '@/lib/use-api';
import { cmsDelete, cmsKeys, invalidateCms, type CmsKind } from '../api/use-cms';
import { TAB_HEADING_ID } from './tab-header';

export type DeleteOptions<T> = {
  /** "Page", "Template"...: the toasts read "Page deleted successfully" and "Failed to delete page". */
  noun: string;
  /** The CMS route deleted through; not needed when `remove` and `listKey` are given. */
  kind?: CmsKind | 'media';
  name: (item: T) => string;
  id: (item: T) => number;
  /** Deletes through another route (news, episodes, books); defaults to /api/cms/{kind}/{id}. */
  remove?: (item: T) => Promise<unknown>;
  /** The list to reload: its tab's own, by default the kind's. */
  listKey?: KeyMatch;
};

/** Delete with a confirmation first; the list and the summary cards refresh after. */
export function useConfirmDelete<T>({ noun, kind = 'pages', name, id, remove, listKey = cmsKeys[kind] }: DeleteOptions<T>) {
  const { current: target, open, close } = useDialog<T>();
  const lower = noun.toLowerCase();

  const dialog = target ? (
    <ConfirmDialog
      title={`Delete ${lower}?`}
      text={`"${name(target)}" will be deleted. This cannot be undone.`}
      confirmLabel={`Delete ${lower}`}
      action={() => (remove ? remove(target) : cmsDelete(kind, id(target)))}
      refresh={() => invalidateCms(listKey)}
      success={`${noun} deleted successfully`}
      failureTitle={`Failed to delete ${lower}`}
      // A 409 says why (a file still used by an episode, say): show the worker's words.
      failure={(error) => (error instanceof ApiError && error.status === 409 ? error.serverMessage : undefined)}
      onClose={close}
      // The row, and the Delete button that opened this, are gone after a delete.
      fallbackFocus={TAB_HEADING_ID}
    />
  ) : null;

  return { ask: open, dialog };
}
