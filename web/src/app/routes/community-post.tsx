import { useParams } from 'react-router-dom';
import { PostView } from '@/features/community/components/post-view';

export default function CommunityPostRoute() {
  const { id } = useParams();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <PostView id={id} />
    </div>
  );
}
