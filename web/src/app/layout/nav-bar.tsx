import { Fragment, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Button, ButtonAnchor } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { greetingName, useCurrentUser } from '@/features/auth/api/use-current-user';
import { releaseEarlyShortcuts } from '@/lib/early-shortcuts';
import { isActivePath, linksFor } from '@/lib/nav';
import { paths } from '@/lib/paths';
import { useDialog } from '@/lib/use-dialog';
import { site } from '@/lib/site';
import { MessagesNavLink } from '@/features/messages/components/messages-nav-link';
import { messagePaths } from '@/features/messages/message-paths';
import { NO_UNREAD } from '@/features/messages/unread-counts';
import { chatPaths } from '@/features/chat/chat-paths';
import { SearchTrigger } from '@/features/search/components/search-trigger';
import { TextSizeControl } from './text-size-control';

// Headless UI is ~36 KiB: it loads only when a visitor opens the small-screen menu.
const MobileMenu = lazy(() => import('./mobile-menu'));
// A member's live parts (the notifications count, the unread messages, the live channel under
// both) load once someone is signed in: signed-out visitors on the landing page never pay for them.
const NotificationsControl = lazy(() =>
  import('@/features/notifications/components/notifications-control').then((m) => ({ default: m.NotificationsControl })),
);
const UnreadLive = lazy(() => import('@/features/messages/components/unread-live'));

export function NavBar() {
  const { user, isLoading } = useCurrentUser();
  const { pathname } = useLocation();
  const menu = useDialog<true>();
  const menuButton = useRef<HTMLButtonElement>(null);
  // The panel unmounts on close, so focus is handed back to the Menu button by hand; after
  // a menu choice the new page then moves focus to its heading.
  const closeMenu = () => {
    menu.close();
    requestAnimationFrame(() => menuButton.current?.focus());
  };
  const links = user ? linksFor(user.role) : [];
  const [unread, setUnread] = useState(NO_UNREAD);
  const signedOut = !isLoading && !user;
  useEffect(() => {
    if (signedOut) releaseEarlyShortcuts();
  }, [signedOut]);
  const linkClass = (active: boolean) =>
    `inline-flex min-h-11 items-center border-b-4 px-3 font-semibold ${active ? 'border-amber-300 text-amber-200' : 'border-transparent hover:border-white/60'}`;

  return (
    <header className="bg-violet-950 text-white print:hidden">
      <div className="border-b border-white/20">
        {/* On a phone the line that says who we are gives way to the page (it is in the footer too):
            with large text it took three lines of the first screen. */}
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-end gap-2 px-4 py-1.5 text-sm sm:justify-between">
          <p className="hidden sm:block">Australia's disability community, since {site.founded}</p>
          <TextSizeControl />
        </div>
      </div>
      {/* Wraps rather than squeeze: at 200% text on a phone the buttons drop below the name. */}
      {/* Relative: the notifications list opens under this row, across its width on a phone. */}
      <div className="relative mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <Link to={paths.home} className="flex items-center gap-2 rounded text-lg font-bold sm:text-xl">
          <img src="/favicon.svg" alt="" width={36} height={36} />
          {site.name}
        </Link>
        {/* Empty until the session is known, so a member never sees Sign In flash up and
            swap for the menu (a layout shift, and a wrong link for a screen reader); as tall as
            its buttons meanwhile, so the header does not grow when they arrive. */}
        <div className="flex min-h-11 flex-wrap items-center gap-3">
          {isLoading ? null : user ? (
            // The signed-in row arrives whole, once its notifications control has loaded (it
            // is in the app shell, so at once), rather than shifting as its parts arrive.
            <Suspense fallback={null}>
              <UnreadLive onChange={setUnread} />
              <p className="hidden text-base md:block">
                Welcome, <span className="font-semibold">{greetingName(user)}</span>
              </p>
              <SearchTrigger />
              <NotificationsControl />
              {/* On small screens Sign Out lives in the menu panel. A form's POST, not a link:
                  the worker ends a session only on a POST from this site. */}
              <form method="post" action={paths.logout} className="hidden sm:block">
                <Button type="submit" variant="outline-light">
                  Sign Out
                </Button>
              </form>
            </Suspense>
          ) : (
            <ButtonAnchor href={paths.login} variant="light">
              Sign In
            </ButtonAnchor>
          )}
          {user && (
            <button
              ref={menuButton}
              id="main-menu-button"
              type="button"
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border-2 border-white px-4 font-semibold lg:hidden"
              aria-haspopup="dialog"
              aria-expanded={menu.current !== null}
              onClick={() => menu.open(true)}
            >
              <Icon name="menu" className="size-5" /> Menu
            </button>
          )}
        </div>
      </div>
      {user && (
        <nav id="main-navigation" tabIndex={-1} aria-label="Main" className="hidden border-t border-white/20 outline-none lg:block">
          <ul className="mx-auto flex max-w-7xl flex-wrap gap-1 px-4">
            {links.map((link) => {
              const active = isActivePath(link.to, pathname);
              return (
                <Fragment key={link.to}>
                  <li>
                    <NavLink to={link.to} end={link.to === '/'} aria-current={active ? 'page' : undefined} className={linkClass(active)}>
                      {link.label}
                    </NavLink>
                  </li>
                  {/* Messages sits after Community: both are members talking with members. */}
                  {link.to === paths.community && (
                    <li>
                      <MessagesNavLink
                        counts={unread}
                        active={isActivePath(messagePaths.inbox, pathname)}
                        className={linkClass(isActivePath(messagePaths.inbox, pathname))}
                      />
                    </li>
                  )}
                  {/* Chat sits beside Messages: the rooms where members talk together (decision 0027). */}
                  {link.to === paths.community && (
                    <li>
                      <NavLink
                        to={chatPaths.rooms}
                        aria-current={isActivePath(chatPaths.rooms, pathname) ? 'page' : undefined}
                        className={linkClass(isActivePath(chatPaths.rooms, pathname))}
                      >
                        Chat
                      </NavLink>
                    </li>
                  )}
                </Fragment>
              );
            })}
          </ul>
        </nav>
      )}
      {menu.current && user && (
        <Suspense fallback={null}>
          <MobileMenu links={links} pathname={pathname} onClose={closeMenu} greeting={greetingName(user)} unread={unread} />
        </Suspense>
      )}
    </header>
  );
}
