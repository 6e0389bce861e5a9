import { StatCards, statValue } from '@/components/ui/stat-cards';
import { formatCount, formatMB } from '@/lib/format';
import { useCmsSummary, useMedia } from '../api/use-cms';

/** Four cards (pages, page views, form submissions, media); every figure comes from the worker. */
export function SummaryCards() {
  const { data: s, error } = useCmsSummary();
  const { data: media, error: mediaError } = useMedia();
  const n = (value: number | undefined, failed: unknown) => statValue(value === undefined ? undefined : formatCount(value), failed);
  const totalBytes = media?.reduce((sum, m) => sum + m.size, 0);

  const cards = [
    { label: 'Total Pages', value: n(s?.totalPages, error), detail: s ? `${formatCount(s.publishedPages)} published` : '' },
    { label: 'Page Views', value: n(s?.totalViews, error), detail: s ? `${formatCount(s.viewsThisWeek)} this week` : '' },
    { label: 'Form Submissions', value: n(s?.totalSubmissions, error), detail: s ? `${formatCount(s.newSubmissions)} new` : '' },
    { label: 'Media Files', value: n(media?.length, mediaError), detail: totalBytes === undefined ? '' : `${formatMB(totalBytes)} used` },
  ];

  return <StatCards headingId="cms-summary-heading" cards={cards} columns="sm:grid-cols-2 lg:grid-cols-4" />;
}
