import { useDialog } from '@/lib/use-dialog';

/**
 * A tab's create/edit dialog: open for a new item while ?new=1 is set, or for the item being
 * edited. Closing it clears both.
 */
export function useEditDialog<T>(creating: boolean, onCreateDone: () => void) {
  const editing = useDialog<T>();
  return {
    item: editing.current ?? undefined,
    isOpen: creating || editing.current !== null,
    edit: editing.open,
    close: () => {
      editing.close();
      if (creating) onCreateDone();
    },
  };
}
