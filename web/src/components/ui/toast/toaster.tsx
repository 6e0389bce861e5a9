import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Icon } from '../icons';
import { dismissToast, getToasts, subscribe, SWIPE_THRESHOLD_PX, TOAST_DURATION_MS, type Toast } from '@/lib/toast';

/** Focusable, still in the page, and not inside the notifications themselves. */
const canTakeFocus = (el: Element | null, region: HTMLElement | null): el is HTMLElement =>
  el instanceof HTMLElement && el.isConnected && !region?.contains(el) && el !== document.body;

/** Clear of the accessibility button, which floats 32 px from the foot of the screen. */
const ABOVE_BUTTON_PX = 96;

/**
 * The notification region. Live regions are always in the page so screen readers hear
 * what is put in them; F8 moves focus to the region, as the region's label says.
 * While focus is anywhere in the region (F8, or Tab into a card) the message stays: it is
 * being read. Dismissing it gives focus back to where the member was before, never to the
 * top of the page. Messages stand above the docked player, however tall large text makes it
 * (the accessibility button sits inside the dock's own room).
 */
export function Toaster({ dockHeight = 0 }: { dockHeight?: number }) {
  const list = useSyncExternalStore(subscribe, getToasts, getToasts);
  const regionRef = useRef<HTMLElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const [held, setHeld] = useState(false);
  const visible = list.filter((t) => t.open);
  const bottom = Math.max(ABOVE_BUTTON_PX, dockHeight);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const dismiss = (id: number) => {
    const hadFocus = regionRef.current?.contains(document.activeElement);
    dismissToast(id);
    if (!hadFocus) return;
    // The button that was pressed is about to go: focus goes back where the member was.
    const back = returnTo.current;
    if (canTakeFocus(back, regionRef.current)) back.focus();
    else regionRef.current?.focus();
  };

  const cards = (destructive: boolean) =>
    visible
      .filter((t) => (t.variant === 'destructive') === destructive)
      .map((t) => <ToastCard key={t.id} toast={t} held={held} onDismiss={dismiss} />);

  return (
    <section
      ref={regionRef}
      tabIndex={-1}
      aria-label="Notifications (F8)"
      onFocus={(event) => {
        if (
          !regionRef.current?.contains(event.relatedTarget as Node | null) &&
          canTakeFocus(event.relatedTarget as Element | null, regionRef.current)
        )
          returnTo.current = event.relatedTarget as HTMLElement;
        setHeld(true);
      }}
      onBlur={(event) => {
        if (!regionRef.current?.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
      // One value: the region's foot, which the cards' own height limit reads too.
      style={{ ['--toast-bottom' as string]: `${bottom}px` }}
      className="pointer-events-none fixed inset-x-0 bottom-(--toast-bottom) z-[60] flex flex-col gap-2 p-4 outline-none focus-visible:ring-4 focus-visible:ring-amber-400 sm:right-4 sm:left-auto sm:w-full sm:max-w-sm print:hidden"
    >
      <div role="status" aria-live="polite" aria-atomic="true">
        {cards(false)}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {cards(true)}
      </div>
    </section>
  );
}

function ToastCard({ toast, held, onDismiss }: { toast: Toast; held: boolean; onDismiss: (id: number) => void }) {
  const [hovered, setHovered] = useState(false);
  const [dx, setDx] = useState(0);
  const startX = useRef<number | null>(null);
  const paused = held || hovered;

  // Timing adjustable (WCAG 2.2.1): hovering, touching or focusing the region pauses it.
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [paused, toast.id]);

  const destructive = toast.variant === 'destructive';
  return (
    <div
      data-testid="toast"
      // Never taller than the room above the dock (a laptop at 200 % zoom with large text): its
      // words scroll inside it, and the dismiss button stays on the screen at its top.
      className={`pointer-events-auto flex max-h-[calc(100dvh-var(--toast-bottom)-2rem)] touch-pan-y items-start gap-3 overflow-y-auto overscroll-contain rounded-lg border p-4 shadow-lg transition-transform ${
        destructive ? 'border-red-800 bg-red-700 text-white' : 'border-slate-300 bg-white text-slate-900'
      }`}
      style={{ transform: `translateX(${dx}px)` }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onPointerDown={(e) => {
        startX.current = e.clientX;
        setHovered(true);
      }}
      onPointerMove={(e) => {
        if (startX.current !== null) setDx(Math.max(0, e.clientX - startX.current));
      }}
      onPointerUp={(e) => {
        const moved = startX.current === null ? 0 : e.clientX - startX.current;
        startX.current = null;
        setDx(0);
        setHovered(false);
        if (moved > SWIPE_THRESHOLD_PX) onDismiss(toast.id);
      }}
      onPointerCancel={() => {
        startX.current = null;
        setDx(0);
        setHovered(false);
      }}
    >
      {/* min-w-0 and wrap-anywhere: an address or a long word wraps inside the toast at 320 px instead of pushing it off the screen. */}
      <div className="min-w-0 flex-1 wrap-anywhere">
        <p className="font-semibold">{toast.title}</p>
        {/* A space between the two, so what is read out is "Passkey added You can…", never "addedYou". */}
        {toast.description && ' '}
        {toast.description && <p className="mt-1 text-sm">{toast.description}</p>}
      </div>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        className={`-m-1 inline-flex size-11 shrink-0 items-center justify-center rounded ${destructive ? 'hover:bg-red-800' : 'hover:bg-slate-100'}`}
        aria-label="Dismiss notification"
      >
        <Icon name="close" className="size-4" />
      </button>
    </div>
  );
}
