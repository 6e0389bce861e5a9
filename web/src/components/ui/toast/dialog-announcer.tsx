import { useState, useSyncExternalStore } from 'react';
import { getToasts, subscribe } from '@/lib/toast';

/**
 * While a modal dialog is open the rest of the page is inert, the notification region with
 * it, so a toast raised then (a failed save, with the dialog still open) was never heard.
 * The dialog carries this copy of the live regions: it says, without showing, any toast
 * raised after the dialog opened. Sighted members still see the toast in the usual place.
 */
export function DialogAnnouncer() {
  const list = useSyncExternalStore(subscribe, getToasts, getToasts);
  const [openedAfter] = useState(() => Math.max(0, ...getToasts().map((t) => t.id)));
  const latest = list.find((t) => t.open && t.id > openedAfter);
  const text = latest ? [latest.title, latest.description].filter(Boolean).join('. ') : '';
  const destructive = latest?.variant === 'destructive';
  return (
    <div className="sr-only">
      <div role="status" aria-live="polite" aria-atomic="true">
        {destructive ? '' : text}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {destructive ? text : ''}
      </div>
    </div>
  );
}
