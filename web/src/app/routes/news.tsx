import { PageTitle } from '@/components/ui/page-title';
import { InfoTiles } from '@/components/ui/states';
import { NewsList } from '@/features/news/components/news-list';
import { formatCount } from '@/lib/format';
import { site } from '@/lib/site';
import { useSummary } from '@/lib/use-summary';

export default function NewsRoute() {
  const { data } = useSummary();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageTitle title={site.services.news}>{site.services.news}</PageTitle>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">News, policy and stories that matter to people with disability in Australia.</p>
      <InfoTiles
        tiles={[
          { value: 'Daily Updates', label: 'New stories every weekday' },
          { value: '5-15 Min Reads', label: 'Short enough for any day' },
          { value: data ? formatCount(data.news.total) : '…', label: 'Articles available' },
        ]}
      />
      <NewsList />
    </div>
  );
}
