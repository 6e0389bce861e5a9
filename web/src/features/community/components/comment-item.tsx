import { commentUpdateSchema } from '@schemas/community';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { authorLinkClass } from '@/components/ui/text-link';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { TextArea } from '@/components/ui/text-area';
import { UserText } from '@/components/ui/user-text';
import { focusAfterChange } from '@/lib/focus-after-change';
import { formatLongDateTime } from '@/lib/format';
import { displayName } from '@/lib/people';
import { paths } from '@/lib/paths';
import { refusalOr, useSubmit } from '@/lib/use-submit';
import { invalidateCommunity, updateComment, type Comment } from '../api/use-community';
import { selectedWithin } from './quote';
import { ReplyContext } from './reply-context';
import { SaveButton } from './save-button';
import { commentAnchor } from './use-focus-linked-comment';

type Props = {
  comment: Comment;
  /** h3 for a comment under "Comments", h4 for a reply under it: heading navigation walks the discussion. */
  heading: 'h3' | 'h4';
  onDelete: (c: Comment) => void;
  onReport: (c: Comment) => void;
  onHide: (c: Comment) => void;
  /**
   * Absent when the member cannot comment yet; `replying` while this comment's reply box is open.
   * `quote`: the words to quote (what they selected in the comment, or all of it from Quote).
   */
  onReply?: (c: Comment, quote?: string) => void;
  replying?: boolean;
  /** "Edited": opens its earlier versions (decision 0038). */
  onHistory?: (c: Comment) => void;
};

/** A comment's heading: "Jump to first new comment" moves focus there. */
export const commentHeadingId = (id: number) => `comment-heading-${id}`;

/** The Reply button's id, where focus goes back when a reply is cancelled. */
export const replyButtonId = (id: number) => `reply-to-${id}`;

const small = 'min-h-11 rounded px-2 font-semibold text-violet-900 underline underline-offset-4';

export function CommentItem({ comment, heading: Heading, onDelete, onReport, onHide, onReply, replying = false, onHistory }: Props) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const words = useRef<HTMLDivElement>(null);
  const { formRef, summary, errors, busy, submit } = useSubmit({
    schema: commentUpdateSchema,
    action: (input) => updateComment(comment.id, input),
    refresh: invalidateCommunity,
    success: 'Comment updated',
    failure: refusalOr('Failed to update comment. Please try again.'),
    onSuccess: () => stopEditing(),
  });

  // The form goes away: focus goes back to the Edit button rather than falling to the page.
  function stopEditing() {
    focusAfterChange(
      () => setEditing(false),
      () => editButton.current,
    );
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit({ content: new FormData(event.currentTarget).get('content') });
  }

  const who = displayName(comment.user);
  return (
    <article
      id={commentAnchor(comment.id)}
      tabIndex={-1}
      aria-label={`Comment by ${who}`}
      className="flex scroll-mt-24 flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 sm:flex-row sm:gap-3 sm:p-4 outline-none target:ring-4 target:ring-amber-400 focus-visible:ring-4 focus-visible:ring-amber-400"
    >
      <Avatar person={comment.user} size="sm" />
      <div className="min-w-0 flex-1">
        <Heading
          id={commentHeadingId(comment.id)}
          tabIndex={-1}
          className="scroll-mt-24 text-base font-semibold text-slate-950 outline-none focus-visible:ring-4 focus-visible:ring-amber-400"
        >
          <Link to={paths.member(comment.user.id)} className={authorLinkClass}>
            {who}
          </Link>{' '}
          <span className="font-normal text-slate-700">
            · <time dateTime={comment.createdAt}>{formatLongDateTime(comment.createdAt)}</time>
          </span>
          {comment.isNew && (
            // Said in words and shown by a bordered label, not by colour alone.
            <span className="ml-2 inline-block rounded border-2 border-violet-800 px-1.5 text-sm font-bold text-violet-900">
              <span className="sr-only">, </span>New
            </span>
          )}
        </Heading>
        {onHistory && comment.updatedAt > comment.createdAt && (
          <button type="button" className={`${small} text-sm`} onClick={() => onHistory(comment)}>
            Edited<span className="sr-only">: earlier versions of the comment by {who}</span>
          </button>
        )}
        {comment.replyTo && <ReplyContext replyTo={comment.replyTo} />}
        {editing ? (
          <form ref={formRef} noValidate onSubmit={save} className="mt-2 space-y-2">
            <ErrorSummary {...summary} />
            <TextArea label="Edit your comment" name="content" rows={3} defaultValue={comment.content} error={errors.content} autoFocus />
            <div className="flex gap-2">
              <Button type="submit" busy={busy}>
                {busy ? 'Saving...' : 'Save'}
              </Button>
              <Button variant="secondary" onClick={stopEditing}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <div ref={words}>
            <UserText text={comment.content} className="mt-1 text-slate-900" />
          </div>
        )}
        {!editing && (
          <div className="mt-1 flex flex-wrap gap-1 text-sm">
            {onReply && (
              <button
                type="button"
                id={replyButtonId(comment.id)}
                aria-expanded={replying}
                className={small}
                onClick={() => onReply(comment)}
              >
                Reply<span className="sr-only"> to {who}</span>
              </button>
            )}
            {onReply && (
              // The words selected in this comment, or the whole of it when nothing is selected (by keyboard).
              <button type="button" className={small} onClick={() => onReply(comment, selectedWithin(words.current) ?? comment.content)}>
                Quote<span className="sr-only"> comment by {who}</span>
              </button>
            )}
            <SaveButton
              kind="comment"
              id={comment.id}
              postId={comment.postId}
              className={`${small} aria-pressed:bg-violet-50`}
              what={`comment by ${who}`}
            />
            {comment.canEdit && (
              <button type="button" ref={editButton} className={small} onClick={() => setEditing(true)}>
                Edit<span className="sr-only"> your comment</span>
              </button>
            )}
            {(comment.canEdit || comment.canModerate) && (
              <button type="button" className={small} onClick={() => onDelete(comment)}>
                Delete<span className="sr-only"> comment by {who}</span>
              </button>
            )}
            {comment.canModerate && !comment.canEdit && (
              <button type="button" className={small} onClick={() => onHide(comment)}>
                Hide<span className="sr-only"> comment by {who}</span>
              </button>
            )}
            {!comment.canEdit && (
              <button type="button" className={small} onClick={() => onReport(comment)}>
                Report<span className="sr-only"> comment by {who}</span>
              </button>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
