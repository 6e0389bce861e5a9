import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { announcePage } from './route-announcer';

const SITE_TITLE = "Members' Portal";

// The path whose title was shown last. Unset until the first page, so the first load of the
// document (where the screen reader reads the new page itself) neither moves focus nor speaks.
let lastPath: string | undefined;

/**
 * The page's main heading. The document title follows it; after every client-side route
 * change, focus lands here and the new title is announced, so a screen-reader user hears
 * where they are (WCAG 2.4.2, 2.4.3, 4.1.3). Changes within a page (search, paging, tabs)
 * keep the path and leave focus where the visitor is.
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
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = `${title} | ${SITE_TITLE}`;
    const arrived = lastPath !== undefined && lastPath !== pathname;
    lastPath = pathname;
    if (!arrived) return;
    ref.current?.focus({ preventScroll: false });
    announcePage(document.title);
  }, [title, pathname]);
  return (
    <h1 ref={ref} id={id} tabIndex={-1} className={`text-3xl font-bold text-slate-950 outline-none sm:text-4xl ${className}`}>
      {children}
    </h1>
  );
}
