import { PageTitle } from '@/components/ui/page-title';
import { AboutBox, InfoTiles } from '@/components/ui/states';
import { EpisodeList } from '@/features/podcasts/components/episode-list';
import { formatCount } from '@/lib/format';
import { site } from '@/lib/site';
import { useSummary } from '@/lib/use-summary';

export default function PodcastsRoute() {
  const { data } = useSummary();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageTitle title={site.services.podcast}>{site.services.podcast}</PageTitle>
      <p className="mt-3 text-lg text-slate-700">Our weekly podcast about everything disability.</p>
      <InfoTiles
        tiles={[
          { value: data ? formatCount(data.podcasts.total) : '…', label: 'Episodes available' },
          { value: 'Weekly', label: 'New Episodes' },
          { value: '30-60 Min', label: 'Episodes' },
        ]}
      />
      <AboutBox title={`About ${site.services.podcast}`}>
        <p>
          Hosted by disabled people, for everyone. Each week we talk rights, services, work, culture and everyday life, with guests from
          across the community. Every episode has a full transcript, and you can subscribe in any podcast app with{' '}
          <a className="font-semibold text-violet-900 underline" href="/podcasts/feed.xml">
            our RSS feed
          </a>
          .
        </p>
      </AboutBox>
      <EpisodeList />
    </div>
  );
}
