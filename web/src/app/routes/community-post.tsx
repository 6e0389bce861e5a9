import { useParams } from 'react-router-dom';
import { PostView } from '@/features/community/components/post-view';
import { Page } from '@/components/ui/page';

export default function CommunityPostRoute() {
  const { id } = useParams();
  return (
    <Page measure="reading">
      <PostView id={id} />
    </Page>
  );
}
