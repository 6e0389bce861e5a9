import { useState } from 'react';

/**
 * A tab's create/edit dialog: open for a new item while ?new=1 is set, or for the item being
 * edited. Closing it clears both.
 */
export function useEditDialog<T>(creating: boolean, onCreateDone: () => void) {
  const [editing, setEditing] = useState<T | null>(null);
  return {
    item: editing ?? undefined,
    isOpen: creating || editing !== null,
    edit: (item: T) => setEditing(item),
    close: () => {
      setEditing(null);
      if (creating) onCreateDone();
    },
  };
}
