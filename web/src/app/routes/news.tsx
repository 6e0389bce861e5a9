import { AboutPanel } from '@/components/ui/about-panel';
import { ListLayout, Page, PageHeader } from '@/components/ui/page';
import { PageTitle } from '@/components/ui/page-title';
import { NewsList } from '@/features/news/components/news-list';
import { formatCount } from '@/lib/format';
import { site } from '@/lib/site';
import { useSummary } from '@/lib/use-summary';

export default function NewsRoute() {
  const { data } = useSummary();
  return (
    <Page>
      <PageHeader title={<PageTitle title={site.services.news}>{site.services.news}</PageTitle>} />
      <ListLayout
        aside={
          <AboutPanel
            title={`About the ${site.services.news}`}
            intro="News, policy and stories that matter to people with disability in Australia."
            tiles={[
              { value: 'Daily Updates', label: 'New stories every weekday' },
              { value: '5-15 Min Reads', label: 'Short enough for any day' },
              { value: data ? formatCount(data.news.total) : '…', label: 'Articles available' },
            ]}
          />
        }
      >
        <NewsList />
      </ListLayout>
    </Page>
  );
}
