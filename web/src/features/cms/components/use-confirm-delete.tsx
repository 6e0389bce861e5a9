import { useState } from 'react';
import ConfirmDialog from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast/toast-store';
import { ApiError, isUnauthorizedError } from '@/lib/api-client';
import { redirectToLogin } from '@/lib/session-expired';
import { cmsDelete, refreshCms, type CmsKind } from '../api/use-cms';
import { TAB_HEADING_ID } from './tab-header';

type Options<T> = {
  /** "Page", "Template"...: SPEC section 7's "X deleted successfully" and section 8's "Failed to delete x". */
  noun: string;
  /** /api/cms/{kind}/{id}; not needed when `remove` and `listKey` are given. */
  kind?: CmsKind | 'media';
  name: (item: T) => string;
  id: (item: T) => number;
  /** Deletes through another route (news, episodes, books); defaults to /api/cms/{kind}/{id}. */
  remove?: (item: T) => Promise<unknown>;
  listKey?: string;
};

/** Delete with a confirmation first; the list and the summary cards refresh after. */
export function useConfirmDelete<T>({ noun, kind = 'pages', name, id, remove, listKey = `/api/cms/${kind}` }: Options<T>) {
  const [target, setTarget] = useState<T | null>(null);
  const lower = noun.toLowerCase();

  async function confirm(item: T) {
    try {
      await (remove ? remove(item) : cmsDelete(kind, id(item)));
      await refreshCms(listKey);
      toast({ title: `${noun} deleted successfully` });
    } catch (error) {
      if (isUnauthorizedError(error)) return redirectToLogin();
      // A 409 says why (a file still used by an episode, say): show the worker's words.
      const description = error instanceof ApiError && error.status === 409 ? error.serverMessage : undefined;
      toast({ title: `Failed to delete ${lower}`, description, variant: 'destructive' });
    }
  }

  const dialog = target ? (
    <ConfirmDialog
      title={`Delete ${lower}?`}
      text={`"${name(target)}" will be deleted. This cannot be undone.`}
      confirmLabel={`Delete ${lower}`}
      onConfirm={() => confirm(target)}
      onClose={() => setTarget(null)}
      // The row, and the Delete button that opened this, are gone after a delete.
      fallbackFocus={TAB_HEADING_ID}
    />
  ) : null;

  return { ask: setTarget, dialog };
}
