import type { ElementType, HTMLAttributes, ReactNode } from 'react';

/**
 * The one page width, the nav bar's and the footer's: every screen's left edge lines up with
 * the logo above it and the footer below, whatever the screen. Landing sections that paint
 * their own background from edge to edge put their words inside a Frame too.
 */
export function Frame({
  as: Tag = 'div',
  className = '',
  ...props
}: HTMLAttributes<HTMLElement> & { as?: ElementType; children?: ReactNode }) {
  return <Tag data-page-frame="" className={`mx-auto w-full max-w-7xl px-4 ${className}`} {...props} />;
}

/**
 * How wide the page's own words run inside the frame: `full` for lists and grids, `reading`
 * for an article, a post or a form (about 70 characters a line, GOV.UK's two-thirds column),
 * left-aligned so the heading starts where every other page's does.
 */
const MEASURES = { full: '', reading: 'max-w-3xl' } as const;

/** Every route's page: the frame, the same space above and below, and the page's measure. */
export function Page({
  children,
  measure = 'full',
  className = '',
}: {
  children: ReactNode;
  measure?: keyof typeof MEASURES;
  className?: string;
}) {
  return (
    <Frame className={`py-6 sm:py-10 ${className}`}>
      <div className={MEASURES[measure]}>{children}</div>
    </Frame>
  );
}

/** The top of a page: its h1 (a PageTitle) with anything that belongs beside it, then a lead line. */
export function PageHeader({ title, lead, actions }: { title: ReactNode; lead?: ReactNode; actions?: ReactNode }) {
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">{title}</div>
        {actions}
      </div>
      {lead && <p className="mt-3 max-w-3xl text-lg text-slate-700">{lead}</p>}
    </div>
  );
}

/**
 * A list screen (news, podcasts, library, community): the list first, the section's facts and
 * "about" box beside it on a wide screen and after it on a phone or at large text, so the
 * first article, book or post is on the first screen.
 */
export function ListLayout({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <div className="mt-6 grid gap-x-8 gap-y-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0">{children}</div>
      {aside}
    </div>
  );
}
