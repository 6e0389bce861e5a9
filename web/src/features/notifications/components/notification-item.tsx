import { notificationPath, notificationSentence } from '@schemas/notification-sentences';
import { Link } from 'react-router-dom';
import { formatLongDateTime } from '@/lib/format';
import { markNotificationRead, type NotificationView } from '../api/use-notifications';

/**
 * One notification: who, what and where in one sentence, as a link to the exact place (the
 * reply is scrolled to and focused there). Opening it marks it read. "Unread" is said in words
 * as well as shown, never by colour alone.
 */
export function NotificationItem({ notification: n, onOpen }: { notification: NotificationView; onOpen?: () => void }) {
  const sentence = notificationSentence(n);
  return (
    <article className={`rounded-lg border p-3 ${n.read ? 'border-slate-200 bg-white' : 'border-violet-300 bg-violet-50'}`}>
      <Link
        to={notificationPath(n)}
        className="font-semibold text-violet-900 underline underline-offset-4 [overflow-wrap:anywhere]"
        onClick={() => {
          onOpen?.();
          if (!n.read) void markNotificationRead(n.id).catch(() => undefined);
        }}
      >
        {!n.read && <span className="sr-only">Unread: </span>}
        {sentence}
      </Link>
      <p className="mt-1 text-sm text-slate-700">
        {!n.read && (
          <span aria-hidden="true" className="mr-2 rounded bg-violet-900 px-1.5 py-0.5 text-xs font-bold text-white">
            New
          </span>
        )}
        <time dateTime={n.updatedAt}>{formatLongDateTime(n.updatedAt)}</time>
      </p>
    </article>
  );
}
