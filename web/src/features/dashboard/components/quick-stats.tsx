import { formatCount } from '@/lib/format';
import { useDashboardSummary } from '../api/use-dashboard';

export function QuickStats() {
  const { data } = useDashboardSummary();
  const counters = [
    { label: 'News articles', value: data?.news.total },
    { label: 'Podcast episodes', value: data?.podcasts.total },
    { label: 'Audio books', value: data?.audiobooks.total },
    { label: 'Community posts', value: data?.community.total },
  ];
  return (
    <section aria-labelledby="quick-stats" aria-busy={data ? undefined : true} className="mt-12">
      <h2 id="quick-stats" className="text-2xl font-bold text-slate-950">
        Quick Stats
      </h2>
      {/* The landing page's figures are the organisation's since 2012; these are the portal's. */}
      <p className="mt-1 text-slate-700">
        Everything you can open in the portal today. Our totals since 2012 are larger: older episodes and books are still being added.
      </p>
      <dl className="grid-tiles mt-4 grid gap-4">
        {counters.map((c) => (
          <div key={c.label} className="flex flex-col-reverse rounded-xl bg-violet-900 p-5 text-white">
            <dt className="text-violet-100">{c.label}</dt>
            {/* "Loading..." in small type inside the big line: the tile keeps its height and
                the text fits a phone's two columns, so nothing moves when the numbers arrive. */}
            <dd className="text-3xl font-bold [overflow-wrap:anywhere]">
              {c.value === undefined ? <span className="text-base font-normal">Loading...</span> : formatCount(c.value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
