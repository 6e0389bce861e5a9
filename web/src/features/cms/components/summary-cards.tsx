import { formatCount, formatMB } from '@/lib/format';
import { useCmsSummary, useMedia } from '../api/use-cms';

/** SPEC section 2's four cards; every figure comes from the worker. */
export function SummaryCards() {
  const { data: s, error } = useCmsSummary();
  const { data: media, error: mediaError } = useMedia();
  const n = (value: number | undefined, failed: unknown) => (failed ? 'Unavailable' : value === undefined ? '…' : formatCount(value));
  const totalBytes = media?.reduce((sum, m) => sum + m.size, 0);

  const cards = [
    { label: 'Total Pages', value: n(s?.totalPages, error), detail: s ? `${formatCount(s.publishedPages)} published` : '' },
    { label: 'Page Views', value: n(s?.totalViews, error), detail: s ? `${formatCount(s.viewsThisWeek)} this week` : '' },
    { label: 'Form Submissions', value: n(s?.totalSubmissions, error), detail: s ? `${formatCount(s.newSubmissions)} new` : '' },
    { label: 'Media Files', value: n(media?.length, mediaError), detail: totalBytes === undefined ? '' : `${formatMB(totalBytes)} used` },
  ];

  return (
    <section aria-labelledby="cms-summary-heading" className="mt-6">
      <h2 id="cms-summary-heading" className="sr-only">
        Summary
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.label} className="rounded-xl border border-slate-300 bg-white p-5">
            <p className="text-sm font-semibold text-slate-700">{card.label}</p>
            <p className="mt-1 text-3xl font-bold text-slate-950">{card.value}</p>
            <p className="mt-1 text-sm text-slate-700">{card.detail}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
