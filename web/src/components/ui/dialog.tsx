import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Icon } from './icons';

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children: ReactNode;
  size?: 'md' | 'lg';
  /** Id of what to focus (a section heading) if the opener is gone or disabled after the dialog's action. */
  fallbackFocus?: string;
};

const focusLost = () => !document.activeElement || document.activeElement === document.body;

/**
 * Headless UI tries to give focus back as the dialog unmounts, while the rest of the page is
 * still inert, and focus fell to <body> (Escape on Create Post, Donate, Feedback). So the
 * control that opened the dialog is remembered and focused again once the page is live,
 * unless something else took focus meanwhile (a new page's heading, a tab after a delete).
 * When the dialog's action removed or disabled the opener, `fallbackFocus` wins even so:
 * Headless UI then picks some older control it saw focused (a link further up), which is
 * not where the user was.
 */
function useReturnFocus(open: boolean, fallbackFocus?: string) {
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
  useEffect(() => {
    if (!open) return;
    return () => {
      requestAnimationFrame(() => {
        const usable = opener?.isConnected && !opener.matches(':disabled');
        if (usable && focusLost()) opener.focus();
        if (fallbackFocus && (!usable || focusLost())) document.getElementById(fallbackFocus)?.focus();
      });
    };
  }, [open, opener, fallbackFocus]);
}

/**
 * The one modal dialog: Headless UI traps focus inside and closes on Escape; focus returns to
 * what opened it. Mount it open and unmount it to close. Import it only from lazily loaded
 * components (Headless UI is ~36 KiB).
 */
export function Modal({ open, onClose, title, description, children, size = 'md', fallbackFocus }: Props) {
  useReturnFocus(open, fallbackFocus);
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-slate-950/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-4 sm:items-center">
        <DialogPanel
          className={`relative w-full ${size === 'lg' ? 'max-w-3xl' : 'max-w-lg'} rounded-2xl bg-white p-6 text-slate-900 shadow-xl`}
        >
          <div className="flex items-start justify-between gap-4">
            <DialogTitle className="text-2xl font-bold text-slate-950">{title}</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              className="-m-1 inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-slate-100"
              aria-label="Close"
            >
              <Icon name="close" className="size-5" />
            </button>
          </div>
          {description && <Description className="mt-2 text-slate-700">{description}</Description>}
          <div className="mt-5">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
