import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { restoreFocus } from '@/lib/focus-memory';

const SITE_TITLE = "Members' Portal";

// The path whose title was shown last. Unset until the first page, so the first load of the
// document (where the screen reader reads the new page itself) does not move focus.
let lastPath: string | undefined;

/**
 * The page's main heading. The document title follows it. After a client-side route change
 * focus lands on this heading, so a screen-reader user hears where they are, once (WCAG 2.4.2,
 * 2.4.3): the heading's own name says it, no second announcement talks over it. Going Back to a
 * page puts focus on the control the member used there (the card they opened), as a browser
 * does for a page it restores. Changes within a page (search, paging, tabs) keep the path and
 * leave focus where the visitor is.
 */
export function PageTitle({
  children,
  title,
  className = '',
  id,
}: {
  children: ReactNode;
  title: string;
  className?: string;
  id?: string;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { pathname, key } = useLocation();
  const navigation = useNavigationType();
  useEffect(() => {
    document.title = `${title} | ${SITE_TITLE}`;
    const arrived = lastPath !== undefined && lastPath !== pathname;
    lastPath = pathname;
    if (!arrived) return;
    const heading = ref.current;
    heading?.focus({ preventScroll: false });
    const main = heading?.closest('main');
    if (navigation === 'POP' && main) void restoreFocus(key, main);
  }, [title, pathname, key, navigation]);
  return (
    <h1 ref={ref} id={id} tabIndex={-1} className={`text-3xl font-bold text-slate-950 outline-none sm:text-4xl ${className}`}>
      {children}
    </h1>
  );
}
