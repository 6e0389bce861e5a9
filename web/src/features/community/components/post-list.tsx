import { COMMUNITY_PAGE_SIZE, POST_CATEGORIES } from '@schemas/community';
import { lazy, Suspense, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { ListStatus, listMessage } from '@/components/ui/list-status';
import { CategoryFilter } from '@/components/ui/category-filter';
import { Pager } from '@/components/ui/pager';
import { EmptyState, ErrorState, SkeletonGrid } from '@/components/ui/states';
import { useDialog } from '@/lib/use-dialog';
import { useListParams } from '@/lib/use-list-params';
import { usePostsPage } from '../api/use-community';
import { ConfirmEmailNote, LockableButton } from '@/components/ui/confirm-email-note';
import { PostCard } from './post-card';
import { useDraftLink } from './use-draft-link';
import { usePostActions } from './use-post-actions';

const COMMUNITY_SKELETONS = 5;
const PostFormDialog = lazy(() => import('./post-form-dialog'));

/** `canPost`: false for a member whose address is not confirmed (the worker would refuse them). */
export function PostList({ canPost = true }: { canPost?: boolean }) {
  const noteId = useId();
  const createId = useId();
  const categorySelect = useRef<HTMLSelectElement>(null);
  const lockedBy = canPost ? undefined : noteId;
  const { page, category, chooseCategory, setPage } = useListParams();
  const { data, error, isLoading } = usePostsPage(page, category);
  const { isLiked, toggleLike, share } = usePostActions();
  const creating = useDialog<true>();
  // "New post" on the account page's Drafts: the form opens with the draft.
  useDraftLink('draft', canPost, (value) => (value === 'new' ? creating.open(true) : false));
  const settled = isLoading || error ? undefined : (data?.length ?? 0);
  // View All Posts goes with the empty state it sits in: focus goes to the Category filter,
  // which then says "All Categories" (the list's status says nothing on a first page).
  const viewAll = () => {
    chooseCategory('');
    categorySelect.current?.focus();
  };

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <CategoryFilter value={category} options={POST_CATEGORIES} onChange={chooseCategory} selectRef={categorySelect} />
        <LockableButton id={createId} lockedBy={lockedBy} onClick={() => creating.open(true)}>
          <span aria-hidden="true">+</span> Create Post
        </LockableButton>
      </div>
      {!canPost && <ConfirmEmailNote id={noteId} action="post" className="mt-3" />}
      <ListStatus
        message={listMessage({ count: settled, noun: ['post', 'posts'], page, scope: category ? `in ${category}` : undefined })}
      />
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
            <LockableButton lockedBy={lockedBy} onClick={() => creating.open(true)}>
              Create First Post
            </LockableButton>
            <Button variant="secondary" onClick={viewAll}>
              View All Posts
            </Button>
          </EmptyState>
        ) : (
          <ul className="grid gap-4">
            {data.map((post) => (
              <li key={post.id}>
                <PostCard post={post} liked={isLiked(post)} onLike={toggleLike} onShare={share} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {!error && <Pager label="Community" page={page} fullPage={(data?.length ?? 0) === COMMUNITY_PAGE_SIZE} onPage={setPage} />}
      {creating.current && (
        <Suspense fallback={null}>
          {/* Create First Post goes when the new post replaces the empty state: focus then goes to
              Create Post, the same action, with the new post next after it. */}
          <PostFormDialog onClose={creating.close} fallbackFocus={createId} />
        </Suspense>
      )}
    </>
  );
}
