import { Link } from 'react-router-dom';
import { AboutPanel } from '@/components/ui/about-panel';
import { buttonClass } from '@/components/ui/button';
import { ListLayout, Page, PageHeader } from '@/components/ui/page';
import { PageTitle } from '@/components/ui/page-title';
import { ReleaseFollowButton } from '@/features/notifications/components/release-follow-button';
import { EpisodeList } from '@/features/podcasts/components/episode-list';
import { formatCount } from '@/lib/format';
import { paths } from '@/lib/paths';
import { site } from '@/lib/site';
import { useSummary } from '@/lib/use-summary';

export default function PodcastsRoute() {
  const { data } = useSummary();
  return (
    <Page>
      <PageHeader
        title={<PageTitle title={site.services.podcast}>{site.services.podcast}</PageTitle>}
        actions={
          // One group, so the two sit together at the end of the line.
          <div className="flex flex-wrap items-center gap-3">
            <ReleaseFollowButton topic={{ podcast: true }} />
            <Link to={paths.downloads} className={buttonClass('secondary')}>
              Your downloads
            </Link>
          </div>
        }
      />
      <ListLayout
        aside={
          <AboutPanel
            title={`About ${site.services.podcast}`}
            intro="Our weekly podcast about everything disability."
            tiles={[
              { value: data ? formatCount(data.podcasts.total) : '…', label: 'Episodes available' },
              { value: 'Weekly', label: 'New Episodes' },
              { value: '30-60 Min', label: 'Episodes' },
            ]}
          >
            <p>
              Hosted by disabled people, for everyone. Each week we talk rights, services, work, culture and everyday life, with guests from
              across the community. Every episode has a full transcript, and you can subscribe in any podcast app with{' '}
              <a className="font-semibold text-violet-900 underline" href="/podcasts/feed.xml">
                our RSS feed
              </a>
              .
            </p>
          </AboutPanel>
        }
      >
        <EpisodeList />
      </ListLayout>
    </Page>
  );
}
