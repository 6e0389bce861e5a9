import { confirmDeletionSchema } from '@schemas/privacy';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { useSubmit } from '@/lib/use-submit';
import { confirmDeletion } from '../api/privacy';
import { useAccountDeleted } from '../hooks/use-account-deleted';
import { PostChoice } from './post-choice';

/**
 * The page a "confirm deleting your account" mail links to: the choice about posts and
 * comments, then "Delete my account". A link the worker refuses (expired, used) replaces the
 * form with its message (`refused`, the link pages' own way of saying it).
 */
export function ConfirmDeletionForm({ token, refused }: { token: string; refused: (message: string) => ReactNode }) {
  const deleted = useAccountDeleted();
  const { formRef, summary, errors, busy, submit } = useSubmit({
    schema: confirmDeletionSchema,
    action: confirmDeletion,
    failure: 'We could not reach the server. Please try again.',
    failureIn: 'summary',
    onSuccess: deleted,
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit({ token, posts: new FormData(event.currentTarget).get('posts') ?? undefined });
  }

  if (errors.token) return refused(errors.token);
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
      <ErrorSummary {...summary} />
      <p className="text-lg text-slate-800">
        <strong>This cannot be undone.</strong> Your account, your sign-ins, likes, favourites and listening places are deleted for good,
        and every device is signed out. Donation records stay, as the law asks, without your name or email.
      </p>
      <PostChoice error={errors.posts} />
      <Button type="submit" busy={busy} className="w-full !bg-red-700 hover:!bg-red-800">
        {busy ? 'Deleting...' : 'Delete my account'}
      </Button>
    </form>
  );
}
