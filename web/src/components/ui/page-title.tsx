import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The page's main heading. On every route change focus lands here and the document title
 * follows it, so a screen-reader user hears where they are (WCAG 2.4.2, 2.4.3).
 */
export function PageTitle({ children, title, className = '' }: { children: ReactNode; title: string; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} | Members' Portal`;
    // Only move focus after an in-app navigation, not on the first load of the page.
    if (window.history.state?.idx > 0) ref.current?.focus({ preventScroll: false });
  }, [title]);
  return (
    <h1 ref={ref} tabIndex={-1} className={`text-3xl font-bold text-slate-950 outline-none sm:text-4xl ${className}`}>
      {children}
    </h1>
  );
}
