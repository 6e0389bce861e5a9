import { commentSchema } from '@schemas/community';
import { useId, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { FieldError } from '@/components/ui/field-shell';
import { rateLimitOr, useSubmit } from '@/lib/use-submit';
import { createComment, refreshCommunity } from '../api/use-community';

/** "Add a Comment", placeholder "Share your thoughts...", "Post Comment" / "Posting...". */
export function CommentForm({ postId }: { postId: number }) {
  const id = useId();
  const { formRef, summary, errors, busy, submit } = useSubmit({
    schema: commentSchema,
    action: (input) => createComment(postId, input),
    refresh: refreshCommunity,
    success: 'Your comment has been added!',
    failure: rateLimitOr('Failed to add comment. Please try again.'),
    onSuccess: () => formRef.current?.reset(),
  });
  const error = errors.content;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
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
      <ErrorSummary {...summary} />
      <div>
        <label htmlFor={id} className="sr-only">
          Your comment
        </label>
        <textarea
          id={id}
          name="content"
          rows={4}
          placeholder="Share your thoughts..."
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`block w-full rounded-lg border-2 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-600 ${error ? 'border-red-700' : 'border-slate-500'}`}
        />
        {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      </div>
      {/* Busy, it stays focusable: a disabled button would drop focus to the page. */}
      <Button type="submit" busy={busy}>
        {busy ? 'Posting...' : 'Post Comment'}
      </Button>
    </form>
  );
}
