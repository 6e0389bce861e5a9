import { PASSWORD_MIN } from '@schemas/auth';
import { changePasswordSchema } from '@schemas/account';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorSummary } from '@/components/ui/error-summary';
import { PasswordField } from '@/components/ui/password-field';
import { useSubmit } from '@/lib/use-submit';
import { changePassword, invalidateAccountLists } from '../api/account-settings';

const HEADING_ID = 'change-password-heading';

/**
 * "Change your password": the current one proves it is the member, not someone at an unlocked
 * computer. Every other device is signed out; this one stays. The worker's words are toasted
 * and the form is emptied, so no password is left on the screen.
 */
export function ChangePasswordForm() {
  const { formRef, summary, errors, busy, submit } = useSubmit({
    schema: changePasswordSchema,
    action: changePassword,
    refresh: invalidateAccountLists,
    success: ({ message }) => message,
    failure: 'We could not reach the server. Please try again.',
    failureIn: 'summary',
    onSuccess: () => formRef.current?.reset(),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void submit({ currentPassword: data.get('currentPassword'), newPassword: data.get('newPassword') });
  }

  return (
    <section aria-labelledby={HEADING_ID} className="mt-10">
      <h2 id={HEADING_ID} className="text-2xl font-bold text-slate-950">
        Change Your Password
      </h2>
      <p className="mt-2 text-slate-700">You stay signed in here. Every other device is signed out.</p>
      <Card className="mt-6 max-w-lg">
        <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
          <ErrorSummary {...summary} />
          <PasswordField label="Current password" name="currentPassword" autoComplete="current-password" error={errors.currentPassword} />
          <PasswordField
            label="New password"
            name="newPassword"
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN} characters. A short phrase is easier to remember.`}
            error={errors.newPassword}
          />
          <Button type="submit" busy={busy}>
            {busy ? 'Changing password...' : 'Change password'}
          </Button>
        </form>
      </Card>
    </section>
  );
}
