import { useParams } from 'react-router-dom';
import { SitePageView } from '@/features/site/components/site-page-view';
import { Page } from '@/components/ui/page';

export default function SitePageRoute() {
  const { slug } = useParams();
  return (
    <Page measure="reading">
      <SitePageView slug={slug} />
    </Page>
  );
}
