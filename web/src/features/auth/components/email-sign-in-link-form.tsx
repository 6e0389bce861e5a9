import { signInLinkSchema } from '@schemas/account';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { MailSent } from '@/components/ui/mail-sent';
import { TextField } from '@/components/ui/text-field';
import { focusAfterChange } from '@/lib/focus-after-change';
import { useSubmit } from '@/lib/use-submit';
import { requestSignInLink } from '../api/sign-in';

/**
 * "Email me a sign-in link": a way in with no password to remember or type. The worker answers
 * "check your email" whoever asks; that answer replaces the form, which stays in the page
 * (hidden) with the address typed, for "Use a different email".
 */
export function EmailSignInLinkForm() {
  const [sent, setSent] = useState<string | null>(null);
  const { formRef, summary, errors, busy, submit } = useSubmit({
    schema: signInLinkSchema,
    action: requestSignInLink,
    failure: 'We could not reach the server. Please try again.',
    failureIn: 'summary',
    onSuccess: ({ message }) => setSent(message),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit({ email: new FormData(event.currentTarget).get('email') });
  }

  function chooseDifferentEmail() {
    focusAfterChange(
      () => setSent(null),
      () => formRef.current?.querySelector<HTMLInputElement>('input[name="email"]'),
    )?.select();
  }

  return (
    <>
      {sent && (
        <MailSent message={sent}>
          <p className="text-lg text-slate-800">Open the link on this device, in this browser, and it signs you in straight away.</p>
          <Button variant="secondary" onClick={chooseDifferentEmail}>
            Use a different email
          </Button>
        </MailSent>
      )}
      <form ref={formRef} hidden={Boolean(sent)} noValidate onSubmit={onSubmit} className="space-y-5">
        <ErrorSummary {...summary} />
        <TextField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
        <Button type="submit" busy={busy} className="w-full">
          {busy ? 'Sending...' : 'Email me a sign-in link'}
        </Button>
      </form>
    </>
  );
}
