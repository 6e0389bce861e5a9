import { changeEmailSchema } from '@schemas/account';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorSummary } from '@/components/ui/error-summary';
import { MailSent } from '@/components/ui/mail-sent';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { focusAfterChange } from '@/lib/focus-after-change';
import { useSubmit } from '@/lib/use-submit';
import { changeEmail, invalidateAccountLists } from '../api/account-settings';

const HEADING_ID = 'change-email-heading';

/**
 * "Change your email address": nothing changes until the member opens the link mailed to the
 * new address, which proves it is theirs. The worker's answer ("Check your email") replaces the
 * form and takes focus; the form stays in the page (hidden) for "Use a different email".
 */
export function ChangeEmailForm() {
  const [sent, setSent] = useState<string | null>(null);
  const { formRef, summary, errors, busy, submit } = useSubmit({
    schema: changeEmailSchema,
    action: changeEmail,
    refresh: invalidateAccountLists,
    failure: 'We could not reach the server. Please try again.',
    failureIn: 'summary',
    onSuccess: ({ message }) => {
      // The password has done its work: it is not kept in the hidden form.
      const password = formRef.current?.elements.namedItem('currentPassword');
      if (password instanceof HTMLInputElement) password.value = '';
      setSent(message);
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void submit({ newEmail: data.get('newEmail'), currentPassword: data.get('currentPassword') });
  }

  function chooseDifferentEmail() {
    focusAfterChange(
      () => setSent(null),
      () => formRef.current?.querySelector<HTMLInputElement>('input[name="newEmail"]'),
    )?.select();
  }

  return (
    <section aria-labelledby={HEADING_ID} className="mt-10">
      <h2 id={HEADING_ID} className="text-2xl font-bold text-slate-950">
        Change Your Email Address
      </h2>
      <p className="mt-2 text-slate-700">We will email a link to the new address. Your account keeps its address until you open it.</p>
      <Card className="mt-6 max-w-lg">
        {sent && (
          <MailSent message={sent} level={3}>
            <Button variant="secondary" onClick={chooseDifferentEmail}>
              Use a different email
            </Button>
          </MailSent>
        )}
        <form ref={formRef} hidden={Boolean(sent)} noValidate onSubmit={onSubmit} className="space-y-5">
          <ErrorSummary {...summary} />
          <TextField label="New email address" name="newEmail" type="email" autoComplete="email" error={errors.newEmail} />
          <PasswordField label="Current password" name="currentPassword" autoComplete="current-password" error={errors.currentPassword} />
          <Button type="submit" busy={busy}>
            {busy ? 'Sending...' : 'Send a confirmation link'}
          </Button>
        </form>
      </Card>
    </section>
  );
}
