import { lazy, Suspense, useEffect } from 'react';
import { Icon } from '@/components/ui/icons';
import { isCommandK, takeOverSearch } from '@/lib/early-shortcuts';
import { useDialog } from '@/lib/use-dialog';

// The dialog (and Headless UI with it) loads on first use: the header carries only this button.
const SearchDialog = lazy(() => import('./search-dialog'));

/** Typing into a field, "/" is a character, never a shortcut. */
const typing = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));

/** The header's Search, also opened by Ctrl/Cmd+K anywhere and by "/" outside a field. */
export function SearchTrigger() {
  const { current, open, close } = useDialog<true>();
  useEffect(() => {
    // Pressed while the page was starting, before this button existed: open now.
    takeOverSearch(() => open(true));
    const onKey = (e: KeyboardEvent) => {
      const commandK = isCommandK(e);
      const slash = e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !typing(e.target);
      if (!commandK && !slash) return;
      e.preventDefault();
      open(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <>
      <button
        type="button"
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border-2 border-white px-4 font-semibold"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K /"
        onClick={() => open(true)}
      >
        <Icon name="search" className="size-5" /> Search
      </button>
      {current && (
        <Suspense fallback={null}>
          <SearchDialog onClose={close} />
        </Suspense>
      )}
    </>
  );
}
