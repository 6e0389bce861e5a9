import { forgotPasswordSchema } from '@schemas/auth';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { TextField } from '@/components/ui/text-field';
import { useSubmit } from '@/lib/use-submit';
import { requestPasswordReset } from '../api/account-email';
import { MailSent } from '@/components/ui/mail-sent';

/** "Forgot your password?": the address to mail a link to; the worker's answer is the same whoever asks. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const { formRef, summary, errors, busy, submit } = useSubmit({
    schema: forgotPasswordSchema,
    action: requestPasswordReset,
    failure: 'We could not reach the server. Please try again.',
    failureIn: 'summary',
    onSuccess: ({ message }) => setSent(message),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit({ email: new FormData(event.currentTarget).get('email') });
  }

  if (sent) return <MailSent message={sent} />;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
      <ErrorSummary {...summary} />
      <TextField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
      <Button type="submit" busy={busy} className="w-full">
        {busy ? 'Sending...' : 'Send me a link'}
      </Button>
    </form>
  );
}
