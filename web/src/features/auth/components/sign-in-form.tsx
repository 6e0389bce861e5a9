import { signInSchema } from '@schemas/auth';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/lib/paths';
import { signIn } from '../api/sign-in';
import { useAccountSubmit } from './use-account-submit';

export function SignInForm() {
  const { formRef, summary, errors, busy, submit } = useAccountSubmit(signInSchema, signIn);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void submit({ email: data.get('email'), password: data.get('password') });
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="sign-in-heading" className="space-y-5">
      <h2 id="sign-in-heading" className="text-2xl font-bold text-slate-950">
        Sign In
      </h2>
      <ErrorSummary {...summary} />
      {/* "webauthn": the browser may offer passkeys among the field's suggestions (features/passkeys). */}
      <TextField label="Email" name="email" type="email" autoComplete="username webauthn" error={errors.email} />
      <PasswordField label="Password" name="password" autoComplete="current-password" error={errors.password} />
      <Button type="submit" busy={busy} className="w-full">
        {busy ? 'Signing in...' : 'Sign in'}
      </Button>
      <ul className="space-y-1">
        <li>
          <TextLink to={paths.forgotPassword} className="inline-block py-1">
            Forgot your password?
          </TextLink>
        </li>
        <li>
          <TextLink to={paths.signInByEmailLink} className="inline-block py-1">
            Email me a sign-in link instead
          </TextLink>
        </li>
      </ul>
    </form>
  );
}
