import { useParams } from 'react-router-dom';
import { PostView } from '@/features/community/components/post-view';
import { Page } from '@/components/ui/page';
import { useCurrentUser } from '@/features/auth/api/use-current-user';

export default function CommunityPostRoute() {
  const { id } = useParams();
  const { user } = useCurrentUser();
  return (
    <Page measure="reading">
      <PostView id={id} canPost={Boolean(user?.emailVerified)} />
    </Page>
  );
}
