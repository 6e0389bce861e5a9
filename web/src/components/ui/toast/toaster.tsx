import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Icon } from '../icons';
import { dismissToast, getToasts, subscribe, SWIPE_THRESHOLD_PX, TOAST_DURATION_MS, type Toast } from './toast-store';

/**
 * The notification region. Live regions are always in the page so screen readers hear
 * what is put in them; F8 moves focus to the region, as the region's label says.
 */
export function Toaster() {
  const list = useSyncExternalStore(subscribe, getToasts, getToasts);
  const regionRef = useRef<HTMLElement>(null);
  const visible = list.filter((t) => t.open);

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

  return (
    <section
      ref={regionRef}
      tabIndex={-1}
      aria-label="Notifications (F8)"
      className="pointer-events-none fixed inset-x-0 bottom-24 z-[60] flex flex-col gap-2 p-4 outline-none focus-visible:ring-4 focus-visible:ring-amber-400 sm:left-auto sm:right-4 sm:w-full sm:max-w-sm print:hidden"
    >
      <div role="status" aria-live="polite" aria-atomic="true">
        {visible
          .filter((t) => t.variant !== 'destructive')
          .map((t) => (
            <ToastCard key={t.id} toast={t} />
          ))}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {visible
          .filter((t) => t.variant === 'destructive')
          .map((t) => (
            <ToastCard key={t.id} toast={t} />
          ))}
      </div>
    </section>
  );
}

function ToastCard({ toast }: { toast: Toast }) {
  const [paused, setPaused] = useState(false);
  const [dx, setDx] = useState(0);
  const startX = useRef<number | null>(null);

  // Timing adjustable (WCAG 2.2.1): hovering or focusing the toast pauses its timer.
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [paused, toast.id]);

  const destructive = toast.variant === 'destructive';
  return (
    <div
      data-testid="toast"
      className={`pointer-events-auto flex touch-pan-y items-start gap-3 rounded-lg border p-4 shadow-lg transition-transform ${
        destructive ? 'border-red-800 bg-red-700 text-white' : 'border-slate-300 bg-white text-slate-900'
      }`}
      style={{ transform: `translateX(${dx}px)` }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={(e) => {
        startX.current = e.clientX;
        setPaused(true);
      }}
      onPointerMove={(e) => {
        if (startX.current !== null) setDx(Math.max(0, e.clientX - startX.current));
      }}
      onPointerUp={(e) => {
        const moved = startX.current === null ? 0 : e.clientX - startX.current;
        startX.current = null;
        setDx(0);
        setPaused(false);
        if (moved > SWIPE_THRESHOLD_PX) dismissToast(toast.id);
      }}
      onPointerCancel={() => {
        startX.current = null;
        setDx(0);
        setPaused(false);
      }}
    >
      <div className="flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description && <p className="mt-1 text-sm">{toast.description}</p>}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        className={`-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded ${destructive ? 'hover:bg-red-800' : 'hover:bg-slate-100'}`}
        aria-label="Dismiss notification"
      >
        <Icon name="close" className="size-4" />
      </button>
    </div>
  );
}
