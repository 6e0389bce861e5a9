import { PageTitle } from '@/components/ui/page-title';
import { AboutBox, InfoTiles } from '@/components/ui/states';
import { LibraryList } from '@/features/library/components/library-list';
import { formatCount } from '@/lib/format';
import { site } from '@/lib/site';
import { useSummary } from '@/lib/use-summary';

export default function LibraryRoute() {
  const { data } = useSummary();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageTitle title={site.services.library}>{site.services.library}</PageTitle>
      <p className="mt-3 text-lg text-slate-700">Accessible audiobooks and resources for people with vision or motor impairments.</p>
      <InfoTiles
        tiles={[
          { value: data ? formatCount(data.audiobooks.total) : '…', label: 'Books available' },
          { value: '100% Accessible', label: 'Every title works with a screen reader' },
          { value: '24/7 Access', label: 'Listen any time' },
          { value: 'Free For Members', label: 'No cost, ever' },
        ]}
      />
      <AboutBox title="About the library">
        <p>
          Narrated by volunteers and produced with accessible players in mind: large controls that work with a keyboard or a switch,
          adjustable speed, and your place kept for you whenever you come back.
        </p>
      </AboutBox>
      <LibraryList />
    </div>
  );
}
