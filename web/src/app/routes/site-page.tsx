import { useParams } from 'react-router-dom';
import { SitePageView } from '@/features/site/components/site-page-view';

export default function SitePageRoute() {
  const { slug } = useParams();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <SitePageView slug={slug} />
    </div>
  );
}
