import { PASSWORD_MIN, registerSchema } from '@schemas/auth';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useFormErrors } from '@/lib/use-form-errors';
import { registerAccount } from '../api/sign-in';
import { useCurrentUser } from '../api/use-current-user';
import { FormAlert } from '@/components/ui/form-alert';

export function RegisterForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, validate, fromServer } = useFormErrors(registerSchema, () => formRef.current);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { refresh } = useCurrentUser();
  const navigate = useNavigate();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAlert(null);
    const data = new FormData(event.currentTarget);
    const input = validate(Object.fromEntries(['firstName', 'lastName', 'email', 'password'].map((k) => [k, data.get(k)])));
    if (!input) return;
    setBusy(true);
    try {
      const user = await registerAccount(input);
      await refresh(user, { revalidate: false });
      navigate('/', { replace: true });
    } catch (error) {
      if (!fromServer(error)) setAlert(errorMessage(error, 'We could not reach the server. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="register-heading" className="space-y-5">
      <h2 id="register-heading" className="text-2xl font-bold text-slate-950">
        Create account
      </h2>
      <p className="text-slate-700">Membership is free. You can listen, read and join the community as soon as your account is made.</p>
      <FormAlert message={alert} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="First name" name="firstName" autoComplete="given-name" error={errors.firstName} />
        <TextField label="Last name" name="lastName" autoComplete="family-name" error={errors.lastName} />
      </div>
      <TextField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters. A short phrase is easier to remember.`}
        error={errors.password}
      />
      <Button type="submit" variant="secondary" disabled={busy} className="w-full">
        {busy ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
}
