import { useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { BackButton } from '@/components/ui/back-button';
import { MissingItem, type MissingWords } from '@/components/ui/states';
import { displayName } from '@/lib/people';
import { paths } from '@/lib/paths';
import { useDialog } from '@/lib/use-dialog';
import { deleteComment, deletePost, moderate, useComments, usePost, type Comment } from '../api/use-community';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { threadsOf } from './comment-threads';
import { DiscussionSummary } from './discussion-summary';
import { selectedWithin, type Quoting } from './quote';
import { ReplyForm } from './reply-form';
import { useReadTracking } from './use-read-tracking';
import { FollowButton } from './follow-button';
import { SaveButton } from './save-button';
import { useFocusLinkedComment } from './use-focus-linked-comment';
import { useReplyBox } from './use-reply-box';
import { useDraftLink } from './use-draft-link';
import { PostCard } from './post-card';
import { usePostActions } from './use-post-actions';
import { PostDialogs, type Confirmation, type PostDialog } from './post-dialogs';
import type { Moderation } from '@/components/moderation/moderation-dialog';

/** Where focus lands when a comment (and the button that opened its dialog) is gone. */
const COMMENTS_HEADING_ID = 'comments-heading';

const MISSING: MissingWords = {
  loading: 'Loading the post...',
  notFound: { title: 'Post Not Found', text: "The community post you're looking for doesn't exist or has been removed." },
  failed: { title: 'Unable to Load Posts', text: 'There was an error loading the community posts. Please try again later.' },
};

/** `canPost`: false for a member whose address is not confirmed (the worker would refuse a comment). */
/** `beforeComments`: what the page puts above the comment form (slow mode, composed by the route). */
export function PostView({
  id,
  canPost = true,
  beforeComments,
}: {
  id: string | undefined;
  canPost?: boolean;
  beforeComments?: ReactNode;
}) {
  const read = usePost(id);
  const { data: post } = read;
  const comments = useComments(post ? id : undefined);
  useFocusLinkedComment(comments.data);
  const endOfDiscussion = useReadTracking(post?.id, comments.data);
  const { isLiked, toggleLike, share } = usePostActions();
  const navigate = useNavigate();
  const dialog = useDialog<PostDialog>();
  const replyBox = useReplyBox(COMMENTS_HEADING_ID);
  // A reply draft's link from the account page opens the reply box under its comment.
  useDraftLink('reply', canPost && Boolean(comments.data), (value) => {
    const answered = comments.data?.find((c) => String(c.id) === value);
    if (answered) replyBox.reply(answered);
  });
  const postWords = useRef<HTMLDivElement>(null);
  const [postQuote, setPostQuote] = useState<Quoting>();

  if (!post) return <MissingItem read={read} words={MISSING} />;

  const confirm = (c: Confirmation) => dialog.open({ kind: 'confirm', ...c });
  const backToCommunity = () => navigate(paths.community);

  const moderateWith = (m: Moderation & { then?: () => void }) => dialog.open({ kind: 'moderate', ...m });
  const removePost = () =>
    post.canEdit
      ? confirm({
          title: 'Delete this post?',
          text: 'The post and all its comments will be removed. This cannot be undone.',
          confirmLabel: 'Delete post',
          action: () => deletePost(post.id),
          success: 'Post deleted',
          failure: 'Failed to delete post. Please try again.',
          then: backToCommunity,
        })
      : moderateWith({
          title: 'Delete this post?',
          text: 'The post and all its comments will be removed. This cannot be undone. The author is told, with your reason.',
          confirmLabel: 'Delete post',
          destructive: true,
          action: (reason) => deletePost(post.id, reason),
          success: 'Post deleted',
          failure: 'Failed to delete post. Please try again.',
          then: backToCommunity,
        });
  const hidePost = () =>
    moderateWith({
      title: 'Hide this post?',
      text: 'Members will no longer see it. You can show it again from the reports list. The author is told, with your reason.',
      confirmLabel: 'Hide post',
      action: (reason) => moderate('posts', post.id, 'hidden', reason),
      success: 'Post hidden',
      failure: 'Failed to hide post. Please try again.',
      then: backToCommunity,
    });
  const removeComment = (c: Comment) =>
    c.canEdit
      ? confirm({
          title: 'Delete this comment?',
          text: 'This cannot be undone.',
          confirmLabel: 'Delete comment',
          action: () => deleteComment(c.id),
          success: 'Comment deleted',
          failure: 'Failed to delete comment. Please try again.',
        })
      : moderateWith({
          title: 'Delete this comment?',
          text: 'This cannot be undone. The author is told, with your reason.',
          confirmLabel: 'Delete comment',
          destructive: true,
          action: (reason) => deleteComment(c.id, reason),
          success: 'Comment deleted',
          failure: 'Failed to delete comment. Please try again.',
        });
  const hideComment = (c: Comment) =>
    moderateWith({
      title: 'Hide this comment?',
      text: 'Members will no longer see it. The author is told, with your reason.',
      confirmLabel: 'Hide comment',
      action: (reason) => moderate('comments', c.id, 'hidden', reason),
      success: 'Comment hidden',
      failure: 'Failed to hide comment. Please try again.',
    });
  const report = (what: 'posts' | 'comments', reportedId: number) => dialog.open({ kind: 'report', what, id: reportedId });
  const item = (c: Comment, heading: 'h3' | 'h4') => (
    <>
      <CommentItem
        comment={c}
        heading={heading}
        onDelete={removeComment}
        onHide={hideComment}
        onReport={(x) => report('comments', x.id)}
        onReply={canPost ? replyBox.reply : undefined}
        replying={replyBox.replyingTo?.id === c.id}
        onHistory={(x) => dialog.open({ kind: 'history', what: 'comments', id: x.id })}
      />
      {replyBox.replyingTo?.id === c.id && <ReplyForm postId={post.id} replyTo={c} quote={replyBox.quote} onClose={replyBox.close} />}
    </>
  );

  const action = 'min-h-11 rounded-lg border-2 border-slate-400 px-4 font-semibold text-slate-900 hover:bg-slate-100';
  const list = comments.data ?? [];
  return (
    <div>
      <BackButton label="Back to Community" fallback={paths.community} />
      <div ref={postWords} className="mt-4">
        <PostCard
          post={post}
          liked={isLiked(post)}
          onLike={toggleLike}
          onShare={share}
          full
          headingLevel="h1"
          afterTitle={comments.data && <DiscussionSummary comments={comments.data} />}
        />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {post.canEdit && (
          <button type="button" className={action} onClick={() => dialog.open({ kind: 'edit', post })}>
            Edit post
          </button>
        )}
        {post.updatedAt > post.createdAt && (
          <button type="button" className={action} onClick={() => dialog.open({ kind: 'history', what: 'posts', id: post.id })}>
            Edited<span className="sr-only">: earlier versions of the post</span>
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
          <button type="button" className={action} onClick={() => report('posts', post.id)}>
            Report post
          </button>
        )}
        {canPost && (
          // The words selected in the post, or its whole text (by keyboard), into the comment box.
          <button
            type="button"
            className={action}
            onClick={() => setPostQuote((q) => ({ text: selectedWithin(postWords.current) ?? post.content, count: (q?.count ?? 0) + 1 }))}
          >
            Quote post
          </button>
        )}
        <FollowButton postId={post.id} className={`${action} aria-pressed:border-violet-800 aria-pressed:bg-violet-50`} />
        <SaveButton
          kind="post"
          id={post.id}
          postId={post.id}
          className={`${action} aria-pressed:border-violet-800 aria-pressed:bg-violet-50`}
          what="post"
        />
      </div>
      {beforeComments}
      <div className="mt-8">
        <CommentForm postId={post.id} canComment={canPost} quote={postQuote} />
      </div>
      <section aria-labelledby={COMMENTS_HEADING_ID} className="mt-8">
        <h2 id={COMMENTS_HEADING_ID} tabIndex={-1} className="text-2xl font-bold text-slate-950">
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
            {threadsOf(list).map(({ comment: c, replies }) => (
              <li key={c.id}>
                {item(c, 'h3')}
                {replies.length > 0 && (
                  // One level in, never more: readable at 320 px and 200 % text.
                  <ul
                    aria-label={`Replies to ${displayName(c.user)}`}
                    className="mt-3 ml-1 grid gap-3 border-l-4 border-slate-200 pl-2 sm:ml-8 sm:pl-3"
                  >
                    {replies.map((r) => (
                      <li key={r.id}>{item(r, 'h4')}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
        {/* Reaching here is reading to the end: the member's place moves to the newest comment. */}
        <div ref={endOfDiscussion} />
      </section>
      <PostDialogs dialog={dialog.current} onClose={dialog.close} fallbackFocus={COMMENTS_HEADING_ID} />
    </div>
  );
}
