import type { Comment } from '@schemas/community';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { BackButton } from '@/components/ui/back-button';
import { DetailSkeleton, MissingItem } from '@/components/ui/states';
import { toast } from '@/components/ui/toast/toast-store';
import { isUnauthorizedError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { redirectToLogin } from '@/lib/session-expired';
import { deleteComment, deletePost, moderate, refreshCommunity, useComments, usePost } from '../api/use-community';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { PostCard } from './post-card';
import { usePostActions } from './use-post-actions';

const PostFormDialog = lazy(() => import('./post-form-dialog'));
const ReportDialog = lazy(() => import('./report-dialog'));
const ConfirmDialog = lazy(() => import('@/components/ui/confirm-dialog'));

async function attempt(action: () => Promise<unknown>, done: string, failed: string) {
  try {
    await action();
    await refreshCommunity();
    toast({ title: done });
  } catch (error) {
    if (isUnauthorizedError(error)) redirectToLogin();
    else toast({ title: 'Error', description: failed, variant: 'destructive' });
  }
}

export function PostView({ id }: { id: string | undefined }) {
  const { data: post, error, isLoading } = usePost(id);
  const comments = useComments(post ? id : undefined);
  const { isLiked, toggleLike, share } = usePostActions();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<ReactNode>(null);
  const close = () => setDialog(null);

  if (isLoading) return <DetailSkeleton label="Loading the post..." />;
  if (!post)
    return (
      <MissingItem
        error={error}
        notFound={{ title: 'Post Not Found', text: "The community post you're looking for doesn't exist or has been removed." }}
        failed={{ title: 'Unable to Load Posts', text: 'There was an error loading the community posts. Please try again later.' }}
      />
    );

  const confirm = (title: string, text: string, confirmLabel: string, onConfirm: () => Promise<void>) =>
    setDialog(<ConfirmDialog title={title} text={text} confirmLabel={confirmLabel} onConfirm={onConfirm} onClose={close} />);

  const removePost = () =>
    confirm('Delete this post?', 'The post and all its comments will be removed. This cannot be undone.', 'Delete post', async () => {
      await attempt(() => deletePost(post.id), 'Post deleted', 'Failed to delete post. Please try again.');
      navigate(paths.community);
    });
  const hidePost = () =>
    confirm('Hide this post?', 'Members will no longer see it. You can show it again from the reports list.', 'Hide post', async () => {
      await attempt(() => moderate('posts', post.id, 'hidden'), 'Post hidden', 'Failed to hide post. Please try again.');
      navigate(paths.community);
    });
  const removeComment = (c: Comment) =>
    confirm('Delete this comment?', 'This cannot be undone.', 'Delete comment', () =>
      attempt(() => deleteComment(c.id), 'Comment deleted', 'Failed to delete comment. Please try again.'),
    );
  const hideComment = (c: Comment) =>
    confirm('Hide this comment?', 'Members will no longer see it.', 'Hide comment', () =>
      attempt(() => moderate('comments', c.id, 'hidden'), 'Comment hidden', 'Failed to hide comment. Please try again.'),
    );

  const action = 'min-h-11 rounded-lg border-2 border-slate-400 px-4 font-semibold text-slate-900 hover:bg-slate-100';
  const list = comments.data ?? [];
  return (
    <div>
      <BackButton label="Back to Community" fallback={paths.community} />
      <div className="mt-4">
        <PostCard post={post} liked={isLiked(post)} onLike={toggleLike} onShare={share} full headingLevel="h1" />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {post.canEdit && (
          <button type="button" className={action} onClick={() => setDialog(<PostFormDialog post={post} onClose={close} />)}>
            Edit post
          </button>
        )}
        {(post.canEdit || post.canModerate) && (
          <button type="button" className={action} onClick={removePost}>
            Delete post
          </button>
        )}
        {post.canModerate && !post.canEdit && (
          <button type="button" className={action} onClick={hidePost}>
            Hide post
          </button>
        )}
        {!post.canEdit && (
          <button type="button" className={action} onClick={() => setDialog(<ReportDialog kind="posts" id={post.id} onClose={close} />)}>
            Report post
          </button>
        )}
      </div>
      <div className="mt-8">
        <CommentForm postId={post.id} />
      </div>
      <section aria-labelledby="comments-heading" className="mt-8">
        <h2 id="comments-heading" className="text-2xl font-bold text-slate-950">
          Comments ({comments.data ? list.length : post.commentsCount})
        </h2>
        {comments.isLoading ? (
          <p className="mt-3 text-slate-700">Loading comments...</p>
        ) : comments.error ? (
          <p className="mt-3 text-red-800">The comments could not be loaded. Please try again later.</p>
        ) : !list.length ? (
          <p className="mt-3 text-slate-700">No comments yet. Be the first to share your thoughts!</p>
        ) : (
          <ul className="mt-4 grid gap-3">
            {list.map((c) => (
              <li key={c.id}>
                <CommentItem
                  comment={c}
                  onDelete={removeComment}
                  onHide={hideComment}
                  onReport={(x) => setDialog(<ReportDialog kind="comments" id={x.id} onClose={close} />)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      {dialog && <Suspense fallback={null}>{dialog}</Suspense>}
    </div>
  );
}
