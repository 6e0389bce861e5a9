import { useParams } from 'react-router-dom';
import { SiteFormView } from '@/features/site/components/site-form-view';

export default function SiteFormRoute() {
  const { id } = useParams();
  // Keyed by the form: moving to another form starts afresh, not on the last one's "Thank you".
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <SiteFormView key={id} id={id} />
    </div>
  );
}
