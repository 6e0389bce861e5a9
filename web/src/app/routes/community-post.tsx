import { useParams } from 'react-router-dom';
import { PostView } from '@/features/community/components/post-view';
import { Page } from '@/components/ui/page';
import { useCurrentUser } from '@/features/auth/api/use-current-user';
import { SlowModePanel } from '@/features/trust/components/slow-mode-panel';
import { useReadingTime } from '@/features/trust/components/use-reading-time';

export default function CommunityPostRoute() {
  const { id } = useParams();
  const { user } = useCurrentUser();
  const postId = id && /^\d+$/.test(id) ? Number(id) : null;
  // Time spent reading is what trust levels grow from (decision 0034).
  useReadingTime(postId);
  return (
    <Page measure="reading">
      <PostView
        id={id}
        canPost={Boolean(user?.emailVerified)}
        beforeComments={
          postId !== null && <SlowModePanel postId={postId} isEditor={user !== undefined && user !== null && user.role !== 'member'} />
        }
      />
    </Page>
  );
}
