import type { ReactNode } from 'react';
import { ErrorState } from './states';

type Props = {
  /** The heading's id, which names the section (and takes focus where `focusable`). */
  id: string;
  title: string;
  /** Focus may be sent to the heading (after the row that had it was deleted). */
  focusable?: boolean;
  /** What the section is for, under the heading. */
  intro?: ReactNode;
  /** The section's read: while it loads `loading` is said, and if it fails `failed` is shown. */
  read?: { isLoading: boolean; error: unknown };
  loading?: string;
  failed?: { title: string; text: string };
  children?: ReactNode;
};

/**
 * One part of a long page such as the account page: a level-two heading that names it, what it
 * is for, the state of what it reads (loading, or could not be loaded), then its content.
 */
export function PageSection({ id, title, focusable = false, intro, read, loading, failed, children }: Props) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} tabIndex={focusable ? -1 : undefined} className={`text-2xl font-bold text-slate-950${focusable ? ' outline-none' : ''}`}>
        {title}
      </h2>
      {intro && <p className="mt-2 text-slate-700">{intro}</p>}
      {read?.isLoading && (
        <p role="status" className="mt-6 text-slate-700">
          {loading}
        </p>
      )}
      {Boolean(read?.error) && failed && (
        <div className="mt-6">
          <ErrorState level={3} title={failed.title} text={failed.text} />
        </div>
      )}
      {children}
    </section>
  );
}
