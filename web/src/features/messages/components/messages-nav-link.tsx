import { NavLink } from 'react-router-dom';
import { messagePaths } from '../message-paths';
import { unreadWords } from '../hooks/use-unread-live';

type Props = { unread: number; active: boolean; className: string; onClick?: () => void };

/** "Messages" with the unread count: seen as a badge, heard as "Messages, 3 unread". */
export function MessagesNavLink({ unread, active, className, onClick }: Props) {
  return (
    <NavLink to={messagePaths.inbox} onClick={onClick} aria-current={active ? 'page' : undefined} className={className}>
      Messages
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="ml-2 inline-flex min-w-6 items-center justify-center rounded-full bg-amber-300 px-1.5 text-sm font-bold text-slate-950"
        >
          {unread}
        </span>
      )}
      <span className="sr-only">{unreadWords(unread)}</span>
    </NavLink>
  );
}
