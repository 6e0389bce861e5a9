import { commentSchema } from '@schemas/community';
import { useId, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { FieldError } from '@/components/ui/field-shell';
import { refusalOr, useSubmit } from '@/lib/use-submit';
import { createComment, invalidateCommunity } from '../api/use-community';
import { ConfirmEmailNote } from '@/components/ui/confirm-email-note';
import { DraftStatus, draftDescribes } from './draft-status';
import { useQuoteInto, type Quoting } from './quote';
import { useDraft } from './use-draft';
import { useDraftLink } from './use-draft-link';

/**
 * "Add a Comment", placeholder "Share your thoughts...", "Post Comment" / "Posting...". For a
 * member who cannot comment yet (`canComment` false: address not confirmed) the form stays in
 * its place, read-only, and says why first; the field and the button are described by it.
 */
export function CommentForm({ postId, canComment = true, quote }: { postId: number; canComment?: boolean; quote?: Quoting }) {
  const id = useId();
  // Quote post: the words go into this box, with focus (decision 0031).
  useQuoteInto(id, quote);
  const noteId = `${id}-locked`;
  const { formRef, summary, errors, busy, submit } = useSubmit({
    schema: commentSchema,
    action: (input) => createComment(postId, input),
    refresh: invalidateCommunity,
    success: 'Your comment has been added!',
    failure: refusalOr('Failed to add comment. Please try again.'),
    onSuccess: () => {
      formRef.current?.reset();
      draft.posted();
    },
  });
  // Kept on the server as it is written (decision 0038); not while the box is read-only.
  const draft = useDraft({ postId, replyToId: null }, formRef, { enabled: canComment });
  // A comment draft's link from the account page: straight into the box.
  useDraftLink('draft', canComment, (value) => {
    if (value !== 'comment') return false;
    document.getElementById(id)?.focus();
  });
  const error = errors.content;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canComment) return;
    void submit({ content: new FormData(event.currentTarget).get('content') });
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-heading`}
      className="space-y-3 rounded-xl border border-slate-300 bg-white p-5"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-950">
        Add a Comment
      </h2>
      {!canComment && <ConfirmEmailNote id={noteId} action="comment" />}
      <ErrorSummary {...summary} />
      <DraftStatus id={`${id}-draft`} status={draft.status} onDiscard={() => void draft.discard()} />
      <div>
        <label htmlFor={id} className="sr-only">
          Your comment
        </label>
        <textarea
          id={id}
          name="content"
          rows={4}
          placeholder="Share your thoughts..."
          readOnly={!canComment}
          aria-invalid={error ? true : undefined}
          // A restored draft is said with the box too: its status may have spoken long before the member comes to it.
          aria-describedby={
            [draftDescribes(`${id}-draft`, draft.status), canComment ? '' : noteId, error ? `${id}-error` : ''].filter(Boolean).join(' ') ||
            undefined
          }
          className={`block w-full rounded-lg border-2 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-600 read-only:bg-slate-100 ${error ? 'border-red-700' : 'border-slate-500'}`}
        />
        {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      </div>
      {/* Busy, it stays focusable: a disabled button would drop focus to the page. */}
      <Button type="submit" busy={busy} aria-disabled={busy || !canComment || undefined} aria-describedby={canComment ? undefined : noteId}>
        {busy ? 'Posting...' : 'Post Comment'}
      </Button>
    </form>
  );
}
