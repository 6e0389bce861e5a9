import { Link } from 'react-router-dom';
import { messagePaths } from '../message-paths';
import { unreadWords } from '../unread-counts';
import type { UnreadCounts } from '../api/use-messages';

type Props = { counts: UnreadCounts; active: boolean; className: string; onClick?: () => void };

/** "Messages" with what waits: seen as one badge, heard as "Messages, 3 unread, 1 message request". */
export function MessagesNavLink({ counts, active, className, onClick }: Props) {
  const total = counts.unread + counts.requests;
  return (
    // One name, said the same by every screen reader (hidden text beside it was read with a pause, or not at all).
    <Link
      to={messagePaths.inbox}
      onClick={onClick}
      aria-label={`Messages${unreadWords(counts)}`}
      aria-current={active ? 'page' : undefined}
      className={className}
    >
      Messages
      {total > 0 && (
        <span
          aria-hidden="true"
          className="ml-2 inline-flex min-w-6 items-center justify-center rounded-full bg-amber-300 px-1.5 text-sm font-bold text-slate-950"
        >
          {total}
        </span>
      )}
    </Link>
  );
}
