import { PASSWORD_MIN, registerSchema } from '@schemas/auth';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { registerAccount } from '../api/sign-in';
import { useAccountSubmit } from './use-account-submit';

export function RegisterForm() {
  const { formRef, summary, errors, busy, submit } = useAccountSubmit(registerSchema, registerAccount);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void submit(Object.fromEntries(['firstName', 'lastName', 'email', 'password'].map((k) => [k, data.get(k)])));
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="register-heading" className="space-y-5">
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
  );
}
