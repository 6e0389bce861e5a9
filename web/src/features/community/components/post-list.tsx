import { COMMUNITY_PAGE_SIZE, POST_CATEGORIES } from '@schemas/community';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CategoryFilter } from '@/components/ui/category-filter';
import { Pager } from '@/components/ui/pager';
import { EmptyState, ErrorState, SkeletonGrid } from '@/components/ui/states';
import { useListParams } from '@/lib/use-list-params';
import { usePostsPage } from '../api/use-community';
import { PostCard } from './post-card';
import { usePostActions } from './use-post-actions';

export const COMMUNITY_SKELETONS = 5;
const PostFormDialog = lazy(() => import('./post-form-dialog'));

export function PostList() {
  const { page, category, chooseCategory, setPage } = useListParams();
  const { data, error, isLoading } = usePostsPage(page, category);
  const { isLiked, toggleLike, share } = usePostActions();
  const [creating, setCreating] = useState(false);

  return (
    <>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <CategoryFilter value={category} options={POST_CATEGORIES} onChange={chooseCategory} />
        <Button onClick={() => setCreating(true)}>
          <span aria-hidden="true">+</span> Create Post
        </Button>
      </div>
      <div className="mt-6">
        {isLoading ? (
          <SkeletonGrid count={COMMUNITY_SKELETONS} label="Loading community posts..." className="grid gap-4" tall />
        ) : error ? (
          <ErrorState title="Unable to Load Posts" text="There was an error loading the community posts. Please try again later." />
        ) : !data?.length ? (
          <EmptyState
            title={category ? `No posts in ${category}` : 'No community posts available'}
            text={category ? 'Be the first to start a conversation here.' : 'Start the first conversation.'}
          >
            <Button onClick={() => setCreating(true)}>Create First Post</Button>
            <Button variant="secondary" onClick={() => chooseCategory('')}>
              View All Posts
            </Button>
          </EmptyState>
        ) : (
          <>
            <p role="status" className="sr-only">{`Page ${page + 1}, ${data.length} posts${category ? ` in ${category}` : ''}`}</p>
            <ul className="grid gap-4">
              {data.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} liked={isLiked(post)} onLike={toggleLike} onShare={share} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      {!error && !isLoading && (
        <Pager label="Community" page={page} fullPage={(data?.length ?? 0) === COMMUNITY_PAGE_SIZE} onPage={setPage} />
      )}
      {creating && (
        <Suspense fallback={null}>
          <PostFormDialog onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </>
  );
}
