import { useSearchParams } from 'react-router-dom';
import { Page, PageHeader } from '@/components/ui/page';
import { PageTitle } from '@/components/ui/page-title';
import { SavedList } from '@/features/community/components/saved-list';

/** /saved: the forum posts and comments this member saved (issue 20), in pages (?page=2). */
export default function SavedRoute() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  return (
    <Page measure="reading">
      <PageHeader
        title={
          <PageTitle title="Saved" id="saved-page-heading">
            Saved
          </PageTitle>
        }
        lead="Posts and comments you saved in the community, the most recently saved first. Only you can see this list."
      />
      <SavedList page={page} onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})} />
    </Page>
  );
}
