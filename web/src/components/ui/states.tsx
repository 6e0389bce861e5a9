import type { ReactNode } from 'react';
import { Button, buttonClass } from './button';
import { PageTitle } from './page-title';

/** Heading level for a state shown under a section's own h2 (3), or as the page's list (2). */
type Level = { level?: 2 | 3 };

/**
 * Something failed to load. Calls are never retried on their own, so "Try Again" reloads the
 * page. Level 1 when the failure is the whole page (a CMS page that could not load): it then
 * titles the page.
 */
export function ErrorState({ title, text, level = 2 }: { title: string; text: string; level?: 1 | 2 | 3 }) {
  const Heading = `h${level}` as const;
  return (
    <div role="alert" className="rounded-xl border-2 border-red-700 bg-red-50 p-8 text-center">
      {level === 1 ? (
        <PageTitle title={title} className="!text-2xl !text-red-900">
          {title}
        </PageTitle>
      ) : (
        <Heading className="text-2xl font-bold text-red-900">{title}</Heading>
      )}
      <p className="mt-2 text-red-900">{text}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        Try Again
      </Button>
    </div>
  );
}

export function EmptyState({ title, text, children, level = 2 }: { title: string; text?: string; children?: ReactNode } & Level) {
  const Heading = `h${level}` as const;
  return (
    <div data-empty-state className="rounded-xl border border-slate-300 bg-white p-8 text-center">
      <Heading className="text-2xl font-bold text-slate-950">{title}</Heading>
      {text && <p className="mt-2 text-slate-700">{text}</p>}
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}

/** A detail page whose item does not exist: its own title (the page's too), text, and "Go Back". */
export function NotFoundState({ title, text }: { title: string; text: string }) {
  return (
    <div>
      <PageTitle title={title}>{title}</PageTitle>
      <p className="mt-3 text-lg text-slate-700">{text}</p>
      <button type="button" className={buttonClass('primary', 'mt-8')} onClick={() => window.history.back()}>
        Go Back
      </button>
    </div>
  );
}

/**
 * Grey placeholders while a list loads. Screen readers are not interrupted with "Loading":
 * the area is marked busy, holds the words for anyone who reads it, and the list's own
 * status says what arrived.
 */
export function SkeletonGrid({
  count,
  label,
  className = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
  tall = false,
}: {
  count: number;
  label: string;
  className?: string;
  tall?: boolean;
}) {
  return (
    <div aria-busy="true">
      <p className="sr-only">{label}</p>
      <ul aria-hidden="true" className={className} data-testid="skeletons">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="animate-pulse rounded-xl border border-slate-200 bg-white p-5 motion-reduce:animate-none">
            <div className={`rounded-lg bg-slate-200 ${tall ? 'h-24' : 'h-40'}`} />
            <div className="mt-4 h-5 w-3/4 rounded bg-slate-200" />
            <div className="mt-2 h-4 w-1/2 rounded bg-slate-200" />
            <div className="mt-4 h-4 w-full rounded bg-slate-200" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A detail page while its item loads: one announced status, grey blocks for the eye. */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <div>
      <p role="status" className="sr-only">
        {label}
      </p>
      <div aria-hidden="true" data-testid="skeletons" className="animate-pulse space-y-4 motion-reduce:animate-none">
        <div className="h-48 w-full rounded-xl bg-slate-200" />
        <div className="h-10 w-2/3 rounded bg-slate-200" />
        <div className="h-4 w-1/3 rounded bg-slate-200" />
        <div className="h-4 w-full rounded bg-slate-200" />
      </div>
    </div>
  );
}

/** What a detail page says while its item is on its way, when it is not found, and when it could not be loaded. */
export type MissingWords = { loading: string; notFound: { title: string; text: string }; failed: { title: string; text: string } };

/**
 * A detail page without its item: a skeleton while it loads, then its own "X Not Found" when
 * the server says 404 (or nothing came back), the list's "Unable to Load" message when the call
 * failed otherwise.
 */
export function MissingItem({ read, words }: { read: { error: unknown; isLoading: boolean }; words: MissingWords }) {
  if (read.isLoading) return <DetailSkeleton label={words.loading} />;
  const { error } = read;
  const missing = !error || (typeof error === 'object' && 'status' in error && error.status === 404);
  return <NotFoundState {...(missing ? words.notFound : words.failed)} />;
}
