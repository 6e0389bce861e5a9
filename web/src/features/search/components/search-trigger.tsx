import { lazy, Suspense, useEffect, useState } from 'react';
import { Icon } from '@/components/ui/icons';
import { isCommandK, takeOverSearch } from '@/lib/early-shortcuts';

// The dialog (and Headless UI with it) loads on first use: the header carries only this button.
const SearchDialog = lazy(() => import('./search-dialog'));

/** Typing into a field, "/" is a character, never a shortcut. */
const typing = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));

/** The header's Search, also opened by Ctrl/Cmd+K anywhere and by "/" outside a field. */
export function SearchTrigger() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    // Pressed while the page was starting, before this button existed: open now.
    takeOverSearch(() => setOpen(true));
    const onKey = (e: KeyboardEvent) => {
      const commandK = isCommandK(e);
      const slash = e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !typing(e.target);
      if (!commandK && !slash) return;
      e.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <button
        type="button"
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border-2 border-white px-4 font-semibold"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K /"
        onClick={() => setOpen(true)}
      >
        <Icon name="search" className="size-5" /> Search
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
