import { useParams } from 'react-router-dom';
import { SiteFormView } from '@/features/site/components/site-form-view';
import { Page } from '@/components/ui/page';

export default function SiteFormRoute() {
  const { id } = useParams();
  // Keyed by the form: moving to another form starts afresh, not on the last one's "Thank you".
  return (
    <Page measure="reading">
      <SiteFormView key={id} id={id} />
    </Page>
  );
}
