import { PASSWORD_MIN, registerSchema } from '@schemas/auth';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { focusAfterChange } from '@/lib/focus-after-change';
import { useSubmit } from '@/lib/use-submit';
import { registerAccount } from '../api/sign-in';
import { MailSent } from '@/components/ui/mail-sent';

/**
 * Making an account does not sign in: the worker mails a link that confirms the address and
 * signs in, and answers "check your email" whoever asks. That answer replaces the form, which
 * stays in the page (hidden) with what was typed, for "Use a different email".
 */
export function RegisterForm() {
  const [sent, setSent] = useState<string | null>(null);
  const { formRef, summary, errors, busy, submit } = useSubmit({
    schema: registerSchema,
    action: registerAccount,
    failure: 'We could not reach the server. Please try again.',
    failureIn: 'summary',
    onSuccess: ({ message }) => setSent(message),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void submit(Object.fromEntries(['firstName', 'lastName', 'email', 'password'].map((k) => [k, data.get(k)])));
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
          <h3 className="text-xl font-bold text-slate-950">If the email does not arrive</h3>
          <ul className="list-disc space-y-2 pl-5 text-slate-800">
            <li>Look in your spam or junk folder. It can take a few minutes to arrive.</li>
            <li>
              The link works for 24 hours. If it runs out, sign in with your email and password, then choose "Send the link again" at the
              top of the page.
            </li>
            <li>If the address is wrong, use a different email.</li>
          </ul>
          <Button variant="secondary" onClick={chooseDifferentEmail}>
            Use a different email
          </Button>
        </MailSent>
      )}
      <form ref={formRef} hidden={Boolean(sent)} noValidate onSubmit={onSubmit} aria-labelledby="register-heading" className="space-y-5">
        <h2 id="register-heading" className="text-2xl font-bold text-slate-950">
          Create Account
        </h2>
        <ErrorSummary {...summary} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="First name" name="firstName" autoComplete="given-name" error={errors.firstName} />
          <TextField label="Last name" name="lastName" autoComplete="family-name" error={errors.lastName} />
        </div>
        <TextField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters. A short phrase is easier to remember.`}
          error={errors.password}
        />
        <Button type="submit" busy={busy} className="w-full">
          {busy ? 'Creating account...' : 'Create account'}
        </Button>
      </form>
    </>
  );
}
