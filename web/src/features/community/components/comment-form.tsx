import { commentSchema } from '@schemas/community';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-shell';
import { toast } from '@/components/ui/toast/toast-store';
import { ApiError, isUnauthorizedError } from '@/lib/api-client';
import { redirectToLogin } from '@/lib/session-expired';
import { useFormErrors } from '@/lib/use-form-errors';
import { createComment, refreshCommunity } from '../api/use-community';

/** SPEC section 2: "Add a Comment", placeholder "Share your thoughts...", "Post Comment" / "Posting...". */
export function CommentForm({ postId }: { postId: number }) {
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, validate, fromServer } = useFormErrors(commentSchema, () => formRef.current);
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = validate({ content: new FormData(form).get('content') });
    if (!input) return;
    setBusy(true);
    try {
      await createComment(postId, input);
      form.reset();
      await refreshCommunity();
      toast({ title: 'Your comment has been added!' });
    } catch (error) {
      if (isUnauthorizedError(error)) redirectToLogin();
      else if (fromServer(error)) return;
      else if (error instanceof ApiError && error.status === 429)
        toast({ title: 'Error', description: error.serverMessage, variant: 'destructive' });
      else toast({ title: 'Error', description: 'Failed to add comment. Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-heading`}
      className="rounded-xl border border-slate-300 bg-white p-5"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-950">
        Add a Comment
      </h2>
      <label htmlFor={id} className="sr-only">
        Your comment
      </label>
      <textarea
        id={id}
        name="content"
        rows={4}
        placeholder="Share your thoughts..."
        aria-invalid={errors.content ? true : undefined}
        aria-describedby={errors.content ? `${id}-error` : undefined}
        className={`mt-3 block w-full rounded-lg border-2 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-600 ${errors.content ? 'border-red-700' : 'border-slate-500'}`}
      />
      {errors.content && <FieldError id={`${id}-error`}>{errors.content}</FieldError>}
      <Button type="submit" className="mt-3" disabled={busy}>
        {busy ? 'Posting...' : 'Post Comment'}
      </Button>
    </form>
  );
}
