import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { focusIfLost } from '@/lib/focus-after-change';
import { paths } from '@/lib/paths';
import { useSubmit } from '@/lib/use-submit';
import { markAllNotificationsRead, useNotificationPage } from '../api/use-notifications';
import { NotificationItem } from './notification-item';

/**
 * The newest notifications under the top bar's control (the first page; the rest are on
 * /notifications). Named "Your notifications": the toasts' region is already "Notifications (F8)".
 */
export default function NotificationsPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { data, error, isLoading } = useNotificationPage(1, undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  const markAll = useSubmit({
    action: markAllNotificationsRead,
    success: 'All notifications marked as read',
    failure: 'Could not mark them as read. Please try again.',
    // With nothing unread the button goes, and focus with it to the page: the popover stayed
    // open and Escape no longer reached it. The heading keeps focus inside it. Only when focus
    // was lost: a member who moved on meanwhile is left where they are.
    onSuccess: () => focusIfLost(() => heading.current),
  });
  const newest = data?.notifications.slice(0, 8) ?? [];
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="absolute inset-x-2 top-full z-40 max-h-[70vh] overflow-y-auto sm:left-auto sm:right-4 sm:w-[26rem] rounded-xl border border-slate-300 bg-white p-4 text-slate-950 shadow-xl"
    >
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-xl font-bold outline-none">
        Your notifications
      </h2>
      {isLoading ? (
        <p className="mt-3 text-slate-700">Loading notifications...</p>
      ) : error ? (
        <p className="mt-3 text-red-800">Your notifications could not be loaded. Please try again later.</p>
      ) : newest.length === 0 ? (
        <p className="mt-3 text-slate-700">Nothing yet. When someone replies to you or likes your post, you will hear about it here.</p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {newest.map((n) => (
            <li key={n.id}>
              <NotificationItem notification={n} onOpen={onClose} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {(data?.unread ?? 0) > 0 && (
          <Button variant="secondary" busy={markAll.busy} onClick={() => void markAll.submit()}>
            Mark all as read
          </Button>
        )}
        <Link
          to={paths.notifications}
          onClick={onClose}
          className="min-h-11 content-center font-semibold text-violet-900 underline underline-offset-4"
        >
          See all notifications
        </Link>
      </div>
    </section>
  );
}
