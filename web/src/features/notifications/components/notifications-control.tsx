import { lazy, Suspense, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useAnnouncer } from '@/components/messages/announcer';
import { Icon } from '@/components/ui/icons';
import { useLiveCatchUp, useLiveEvents } from '@/lib/live-channel';
import { readingConversation } from '@/lib/reading-conversation';
import { invalidateNotifications, useUnreadNotifications } from '../api/use-notifications';
import { createAnnounceGate, isTyping } from './announce-gate';

// The list loads when a member first opens it: the top bar carries only the count.
const NotificationsPanel = lazy(() => import('./notifications-panel'));

/** "Notifications, 3 unread": the count is in the button's name, never announced on every change. */
export const notificationsLabel = (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications');

/**
 * The top bar's Notifications control: a disclosure button that shows the newest notifications
 * beneath it. Escape, or moving focus elsewhere, closes it; Escape hands focus back to the button.
 */
export function NotificationsControl() {
  const { data } = useUnreadNotifications();
  const unread = data?.unread ?? 0;
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { announce, region } = useAnnouncer();
  const [gate] = useState(createAnnounceGate);

  // New ones arrive on the member's live channel: the count (in the button's name) is refetched
  // at once; a screen reader hears "New notification" at most once a minute, never mid-typing,
  // and never when the member turned announcements off or Do Not Disturb is on (the server says).
  // A message in the conversation on screen is said there, so the bell keeps quiet about it.
  useLiveEvents((event) => {
    if (event.type !== 'notification') return;
    void invalidateNotifications();
    const onScreen = event.conversationId !== undefined && event.conversationId === readingConversation();
    if (event.announce !== false && !onScreen && !isTyping(document.activeElement) && gate()) announce('New notification.');
  });
  useLiveCatchUp(() => void invalidateNotifications());

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) requestAnimationFrame(() => button.current?.focus());
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) close(false);
  };

  return (
    <div onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        // The name is set whole: a flex button's children would be joined with stray spaces.
        aria-label={notificationsLabel(unread)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border-2 border-white px-3 font-semibold"
      >
        <Icon name="bell" className="size-5" />
        <span className="sr-only md:not-sr-only">Notifications</span>
        {unread > 0 && (
          <span aria-hidden="true" className="rounded-full bg-amber-300 px-2 text-sm font-bold text-violet-950">
            {unread}
          </span>
        )}
      </button>
      {region}
      {/* There while open, before the lazy list arrives, so aria-controls always names something. */}
      {open && (
        <div id={panelId}>
          <Suspense fallback={null}>
            <NotificationsPanel id={`${panelId}-list`} onClose={() => close(false)} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
