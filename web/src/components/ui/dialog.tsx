import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { focusLost } from '@/lib/focus-after-change';
import { Button } from './button';
import { Icon } from './icons';
import { DialogAnnouncer } from './toast/dialog-announcer';

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  size?: 'md' | 'lg';
  /** Id of what to focus (a section heading) if the opener is gone or disabled after the dialog's action. */
  fallbackFocus?: string;
};

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

/*
 * Layout. A panel taller than the screen must never be centred or bottom-aligned: its top
 * would go above the viewport, where nothing can scroll (the Create Post heading sat 163 px
 * off a 375 x 812 phone). So the panel starts at the top, is never taller than the screen,
 * and scrolls inside itself: the heading with Close stays fixed above the scrolling fields,
 * and DialogButtons stick to the bottom of the scroll area. Phones get a full-height sheet.
 * When the screen is short for the text size (fewer than about 36 lines: a landscape phone,
 * or a phone at 200 % text) fixed bars would leave almost no room for the fields, so the
 * whole panel scrolls as one instead: styles/index.css, "Dialogs", measures that in em.
 * Its width is in em too beyond the usual 32 rem, so large text keeps as many words to a line
 * (at 200 % text a laptop's dialog was 512 px wide, and a title took four lines).
 */

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
      <div data-dialog-frame="" className="fixed inset-0 flex items-start justify-center sm:px-4 sm:py-[max(1rem,4dvh)]">
        <DialogPanel
          data-dialog-panel=""
          className={`flex h-dvh w-full flex-col bg-white text-slate-900 shadow-xl sm:h-auto sm:max-h-full sm:rounded-2xl ${size === 'lg' ? 'sm:max-w-[max(48rem,45em)]' : 'sm:max-w-[max(32rem,30em)]'}`}
        >
          <div className="flex shrink-0 items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6">
            <DialogTitle data-dialog-title="" className="text-2xl font-bold text-slate-950">
              {title}
            </DialogTitle>
            <button
              type="button"
              onClick={onClose}
              className="-m-1 inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-slate-100"
              aria-label="Close"
            >
              <Icon name="close" className="size-5" />
            </button>
          </div>
          <div data-dialog-body="" className="min-h-0 flex-1 scroll-pb-28 overflow-y-auto overscroll-contain px-5 pt-4 pb-5 sm:px-6">
            {description && <Description className="mb-5 text-slate-700">{description}</Description>}
            {children}
          </div>
          <DialogAnnouncer />
        </DialogPanel>
      </div>
    </Dialog>
  );
}

type ButtonsProps = {
  onCancel: () => void;
  /** The main action's label, and what it says while working. */
  label: string;
  busyLabel?: string;
  busy: boolean;
  /** A submit button for forms (the default), or a plain button with its own handler. */
  onConfirm?: () => void;
  destructive?: boolean;
  cancelLabel?: string;
  /** Confirmations start on Cancel, so Enter on arrival never destroys anything. */
  focusCancel?: boolean;
};

/**
 * Cancel and the dialog's main action, in that order (the safe choice first), stuck to the
 * bottom of the dialog's scroll area so they stay in view while the fields scroll. A busy
 * action stays focusable (aria-disabled, not disabled): disabling the focused button would
 * drop a keyboard user's focus to the page.
 */
export function DialogButtons({
  onCancel,
  label,
  busyLabel = 'Saving...',
  busy,
  onConfirm,
  destructive,
  cancelLabel = 'Cancel',
  focusCancel,
}: ButtonsProps) {
  return (
    <div
      data-dialog-buttons=""
      className="sticky -bottom-5 -mx-5 -mb-5 mt-5 flex flex-wrap justify-end gap-3 border-t border-slate-200 bg-white px-5 py-3 sm:-mx-6 sm:px-6"
    >
      <Button variant="secondary" onClick={onCancel} autoFocus={focusCancel}>
        {cancelLabel}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        busy={busy}
        onClick={onConfirm}
        className={destructive ? '!bg-red-700 hover:!bg-red-800' : ''}
      >
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}
