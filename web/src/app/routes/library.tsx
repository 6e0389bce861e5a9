import { Link } from 'react-router-dom';
import { AboutPanel } from '@/components/ui/about-panel';
import { buttonClass } from '@/components/ui/button';
import { ListLayout, Page, PageHeader } from '@/components/ui/page';
import { PageTitle } from '@/components/ui/page-title';
import { LibraryList } from '@/features/library/components/library-list';
import { ReleaseFollowButton } from '@/features/notifications/components/release-follow-button';
import { formatCount } from '@/lib/format';
import { paths } from '@/lib/paths';
import { site } from '@/lib/site';
import { useListParams } from '@/lib/use-list-params';
import { useSummary } from '@/lib/use-summary';

export default function LibraryRoute() {
  const { data } = useSummary();
  // The category chosen in the list's filter: the member can follow it from here.
  const { category } = useListParams();
  return (
    <Page>
      <PageHeader
        title={<PageTitle title={site.services.library}>{site.services.library}</PageTitle>}
        actions={
          // One group, so the two sit together at the end of the line.
          <div className="flex flex-wrap items-center gap-3">
            {category && <ReleaseFollowButton topic={{ category }} />}
            <Link to={paths.downloads} className={buttonClass('secondary')}>
              Your downloads
            </Link>
          </div>
        }
      />
      <ListLayout
        aside={
          <AboutPanel
            title="About the Library"
            intro="Accessible audiobooks and resources for people with vision or motor impairments."
            tiles={[
              { value: data ? formatCount(data.audiobooks.total) : '…', label: 'Books available' },
              { value: '100% Accessible', label: 'Every title works with a screen reader' },
              { value: '24/7 Access', label: 'Listen any time' },
              { value: 'Free For Members', label: 'No cost, ever' },
            ]}
          >
            <p>
              Narrated by volunteers and produced with accessible players in mind: large controls that work with a keyboard or a switch,
              adjustable speed, and your place kept for you whenever you come back.
            </p>
          </AboutPanel>
        }
      >
        <LibraryList />
      </ListLayout>
    </Page>
  );
}
