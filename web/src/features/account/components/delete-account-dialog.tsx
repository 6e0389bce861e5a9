import { deleteAccountSchema } from '@schemas/privacy';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { PasswordField } from '@/components/ui/password-field';
import { useSubmit } from '@/lib/use-submit';
import { deleteAccount, requestDeletionLink } from '../api/privacy';
import { useAccountDeleted } from '../hooks/use-account-deleted';
import { PostChoice } from './post-choice';

const FAILED = 'We could not delete your account. Please try again.';

/**
 * "Delete my account": an irreversible warning, the choice about posts and comments, and the
 * current password; or, for an account without one, "Email me a link to confirm". The worker
 * checks the same schema with the same words. Load it lazily (it uses Modal).
 */
export default function DeleteAccountDialog({ onClose, fallbackFocus }: { onClose: () => void; fallbackFocus?: string }) {
  const deleted = useAccountDeleted();
  const form = useSubmit({
    schema: deleteAccountSchema,
    action: deleteAccount,
    failure: FAILED,
    failureIn: 'summary',
    onSuccess: deleted,
  });
  const link = useSubmit({
    action: requestDeletionLink,
    failure: 'We could not send the link. Please try again.',
    success: ({ message }) => ({ title: 'Check your email', description: message }),
    onSuccess: onClose,
  });
  return (
    <FormDialog
      title="Delete your account?"
      description={
        <>
          <strong>This cannot be undone.</strong> Your account, your sign-ins, likes, favourites and listening places are deleted for good,
          and every device is signed out. Donation records stay, as the law asks, without your name or email.
        </>
      }
      size="lg"
      onClose={onClose}
      form={form}
      read={(data) => ({ password: data.get('password') ?? '', posts: data.get('posts') ?? undefined })}
      submitLabel="Delete my account"
      busyLabel="Deleting..."
      destructive
      fallbackFocus={fallbackFocus}
    >
      <PostChoice error={form.errors.posts} />
      <PasswordField label="Your password" name="password" autoComplete="current-password" error={form.errors.password} />
      <div className="rounded-lg bg-slate-100 p-4">
        <p className="text-slate-800">No password (you sign in another way), or forgotten it? We can email you a link instead.</p>
        <Button variant="secondary" className="mt-3" busy={link.busy} onClick={() => void link.submit()}>
          {link.busy ? 'Sending...' : 'Email me a link to confirm'}
        </Button>
      </div>
    </FormDialog>
  );
}
