import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { MessagesNavLink } from '@/features/messages/components/messages-nav-link';
import { messagePaths } from '@/features/messages/message-paths';
import { chatPaths } from '@/features/chat/chat-paths';
import { Icon } from '@/components/ui/icons';
import { isActivePath, type NavLink } from '@/lib/nav';
import { paths } from '@/lib/paths';
import type { UnreadCounts } from '@/features/messages/api/use-messages';

type Props = { links: NavLink[]; pathname: string; greeting: string; unread: UnreadCounts; onClose: () => void };

/** The small-screen menu: a right-hand slide-out panel that closes on any choice. */
export default function MobileMenu({ links, pathname, greeting, unread, onClose }: Props) {
  const itemClass = (active: boolean) =>
    `flex min-h-11 items-center rounded-lg px-3 font-semibold ${active ? 'bg-violet-100 text-violet-950' : 'hover:bg-slate-100'}`;
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50 lg:hidden">
      <div className="fixed inset-0 bg-slate-950/60" aria-hidden="true" />
      <DialogPanel
        data-testid="menu-panel"
        className="fixed inset-y-0 right-0 flex w-full max-w-xs flex-col gap-4 overflow-y-auto bg-white p-6 text-slate-900 shadow-xl motion-safe:animate-[slide-in_200ms_ease-out]"
      >
        <div className="flex items-center justify-between">
          <DialogTitle className="text-xl font-bold">Menu</DialogTitle>
          <button
            type="button"
            onClick={onClose}
            className="inline-flex size-11 items-center justify-center rounded-lg border-2 border-slate-400"
            aria-label="Close menu"
          >
            <Icon name="close" className="size-5" />
          </button>
        </div>
        <p>
          Welcome, <span className="font-semibold">{greeting}</span>
        </p>
        <nav aria-label="Main">
          <ul className="flex flex-col gap-1">
            {links.map((link) => {
              const active = isActivePath(link.to, pathname);
              return (
                <Fragment key={link.to}>
                  <li>
                    <Link to={link.to} onClick={onClose} aria-current={active ? 'page' : undefined} className={itemClass(active)}>
                      {link.label}
                    </Link>
                  </li>
                  {link.to === paths.community && (
                    <li>
                      <MessagesNavLink
                        counts={unread}
                        onClick={onClose}
                        active={isActivePath(messagePaths.inbox, pathname)}
                        className={itemClass(isActivePath(messagePaths.inbox, pathname))}
                      />
                    </li>
                  )}
                  {link.to === paths.community && (
                    <li>
                      <Link
                        to={chatPaths.rooms}
                        onClick={onClose}
                        aria-current={isActivePath(chatPaths.rooms, pathname) ? 'page' : undefined}
                        className={itemClass(isActivePath(chatPaths.rooms, pathname))}
                      >
                        Chat
                      </Link>
                    </li>
                  )}
                </Fragment>
              );
            })}
          </ul>
        </nav>
        {/* A form's POST: the worker ends a session only on a POST from this site. */}
        <form method="post" action={paths.logout} className="mt-auto">
          <button
            type="submit"
            className="inline-flex min-h-11 w-full items-center justify-center rounded-lg border-2 border-violet-800 font-semibold text-violet-900"
          >
            Sign Out
          </button>
        </form>
      </DialogPanel>
    </Dialog>
  );
}
