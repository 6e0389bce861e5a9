import { signInSchema } from '@schemas/auth';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useFormErrors } from '@/lib/use-form-errors';
import { signIn } from '../api/sign-in';
import { useCurrentUser } from '../api/use-current-user';
import { FormAlert } from '@/components/ui/form-alert';

export function SignInForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, validate, fromServer } = useFormErrors(signInSchema, () => formRef.current);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { refresh } = useCurrentUser();
  const navigate = useNavigate();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAlert(null);
    const data = new FormData(event.currentTarget);
    const input = validate({ email: data.get('email'), password: data.get('password') });
    if (!input) return;
    setBusy(true);
    try {
      const user = await signIn(input);
      await refresh(user, { revalidate: false });
      navigate('/', { replace: true });
    } catch (error) {
      if (!fromServer(error)) setAlert(errorMessage(error, 'We could not reach the server. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="sign-in-heading" className="space-y-5">
      <h2 id="sign-in-heading" className="text-2xl font-bold text-slate-950">
        Sign in
      </h2>
      <FormAlert message={alert} />
      <TextField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" error={errors.password} />
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
