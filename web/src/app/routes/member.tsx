import { useParams } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { MemberView } from '@/features/profile/components/member-view';

export default function MemberRoute() {
  const { id } = useParams();
  return (
    <Page measure="reading">
      <MemberView id={id} />
    </Page>
  );
}
