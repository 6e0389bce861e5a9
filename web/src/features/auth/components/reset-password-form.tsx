import { PASSWORD_MIN, resetPasswordSchema } from '@schemas/auth';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { PasswordField } from '@/components/ui/password-field';
import { resetPassword } from '../api/account-email';
import { AskForNewLink, LinkProblem } from './link-problem';
import { useAccountSubmit } from './use-account-submit';

/**
 * A new password from a mailed link: saving it signs in (every other session ends). A link the
 * worker refuses (expired, used) replaces the form with its message and the way to a new one.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { formRef, summary, errors, busy, submit } = useAccountSubmit(
    resetPasswordSchema,
    resetPassword,
    'Your password has been changed. You are signed in.',
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit({ token, password: new FormData(event.currentTarget).get('password') });
  }

  if (errors.token)
    return (
      <LinkProblem message={errors.token} focus>
        <AskForNewLink />
      </LinkProblem>
    );
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
      <ErrorSummary {...summary} />
      <PasswordField
        label="New password"
        name="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters. A short phrase is easier to remember.`}
        error={errors.password}
      />
      <Button type="submit" busy={busy} className="w-full">
        {busy ? 'Saving...' : 'Save new password'}
      </Button>
    </form>
  );
}
