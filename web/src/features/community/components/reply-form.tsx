import { commentSchema } from '@schemas/community';
import { useId, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { useFieldIds } from '@/components/ui/field-shell';
import { TextArea } from '@/components/ui/text-area';
import { displayName } from '@/lib/people';
import { refusalOr, useSubmit } from '@/lib/use-submit';
import { createComment, invalidateCommunity, type Comment } from '../api/use-community';
import { DraftStatus, draftDescribes } from './draft-status';
import { useQuoteInto, type Quoting } from './quote';
import { useDraft } from './use-draft';

type Props = {
  postId: number;
  replyTo: Comment;
  /** Words to quote into the box (Quote on the comment). */
  quote?: Quoting;
  /** Closed: with the new reply's id once it is posted (focus goes to it), or none when cancelled. */
  onClose: (postedId?: number) => void;
};

/**
 * The reply box under the comment it answers (decision 0031). It opens with focus in the field,
 * and names who is answered in its label, so a screen reader says where the words will go.
 */
export function ReplyForm({ postId, replyTo, quote, onClose }: Props) {
  const id = useId();
  useQuoteInto(id, quote);
  const who = displayName(replyTo.user);
  const { formRef, summary, errors, busy, submit } = useSubmit({
    schema: commentSchema,
    action: (input) => createComment(postId, input),
    refresh: invalidateCommunity,
    success: 'Your reply has been added!',
    failure: refusalOr('Failed to add reply. Please try again.'),
    onSuccess: (posted) => {
      draft.posted();
      onClose(posted.id);
    },
  });
  const draft = useDraft({ postId, replyToId: replyTo.id }, formRef);
  // The box takes focus as it opens, often with the draft already in it, and a status filled as
  // it mounts is seldom spoken: "Draft restored" is read with the box instead. This replaces
  // TextArea's own aria-describedby, so its error's id is added back.
  const draftId = `${id}-draft`;
  const { describedBy: fieldDescribedBy } = useFieldIds(id, undefined, errors.content);
  const describedBy = [draftDescribes(draftId, draft.status), fieldDescribedBy].filter(Boolean).join(' ') || undefined;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit({ content: new FormData(event.currentTarget).get('content'), replyToId: replyTo.id });
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-2 space-y-2 rounded-xl border border-slate-300 bg-white p-4">
      <ErrorSummary {...summary} />
      <DraftStatus id={draftId} status={draft.status} onDiscard={() => void draft.discard()} />
      <TextArea id={id} label={`Reply to ${who}`} name="content" rows={3} error={errors.content} aria-describedby={describedBy} autoFocus />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy}>
          {busy ? 'Posting...' : 'Post Reply'}
        </Button>
        <Button variant="secondary" onClick={() => onClose()}>
          Cancel<span className="sr-only"> reply to {who}</span>
        </Button>
      </div>
    </form>
  );
}
