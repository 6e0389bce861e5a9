import { ButtonLink } from '@/components/ui/button';
import { Icon, type IconName } from '@/components/ui/icons';
import { formatCount } from '@/lib/format';
import { paths } from '@/lib/paths';
import { site } from '@/lib/site';
import { useDashboardSummary } from '../api/use-dashboard';

export function ServiceStats() {
  const { data } = useDashboardSummary();
  const stat = (n: number | undefined, text: string) => (n === undefined ? 'Loading...' : `${formatCount(n)} ${text}`);
  const cards = [
    {
      icon: 'news' as IconName,
      title: site.services.news,
      stat: stat(data?.news.newThisWeek, 'new articles'),
      when: 'in the last 7 days',
      action: 'Read Latest News',
      to: paths.news,
    },
    {
      icon: 'mic' as IconName,
      title: site.services.podcast,
      stat: stat(data?.podcasts.total, 'episodes available'),
      when: 'a new one every week',
      action: 'Listen Now',
      to: paths.podcasts,
    },
    {
      icon: 'headphones' as IconName,
      title: site.services.library,
      stat: stat(data?.audiobooks.newThisMonth, 'new audiobooks'),
      when: 'in the last 30 days',
      action: 'Browse Library',
      to: paths.library,
    },
    {
      icon: 'community' as IconName,
      title: site.services.community,
      stat: stat(data?.community.activeDiscussions, 'active discussions'),
      when: 'with a comment this week',
      action: 'Join Community',
      to: paths.community,
    },
  ];
  return (
    // Busy while the counts load; they are not live regions: four numbers read out on arrival,
    // out of context, would talk over the page the member has just opened.
    <section aria-labelledby="your-services" aria-busy={data ? undefined : true} className="mt-10">
      <h2 id="your-services" className="text-2xl font-bold text-slate-950">
        Your Services
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((c) => (
          <li key={c.title} className="flex flex-col rounded-xl border border-slate-300 bg-white p-5 shadow-sm">
            <span className="flex size-12 items-center justify-center rounded-full bg-violet-100 text-violet-900">
              <Icon name={c.icon} className="size-7" />
            </span>
            <h3 className="mt-3 text-lg font-bold text-slate-950">{c.title}</h3>
            <p className="mt-1 text-slate-700">{c.stat}</p>
            <p className="flex-1 text-sm text-slate-700">{c.when}</p>
            <ButtonLink to={c.to} className="mt-4">
              {c.action}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
