import type * as v from 'valibot';
import { useNavigate } from 'react-router-dom';
import { useSubmit } from '@/lib/use-submit';
import { useCurrentUser } from '../api/use-current-user';
import type { CurrentUser } from '@/lib/api-types';

/**
 * Signing in, choosing a new password and confirming the address end the same way: the worker
 * answers with the member, signed in, the app knows them at once (no second request) and opens
 * the dashboard, saying so when `success` is given. A refusal (wrong password, too many tries,
 * a link already used) is told in the form's error summary.
 */
export function useAccountSubmit<S extends v.GenericSchema>(
  schema: S,
  call: (input: v.InferOutput<S>) => Promise<CurrentUser>,
  success?: string,
) {
  const { refresh } = useCurrentUser();
  const navigate = useNavigate();
  return useSubmit({
    schema,
    action: call,
    refresh: (user) => refresh(user, { revalidate: false }),
    success,
    failure: 'We could not reach the server. Please try again.',
    failureIn: 'summary',
    onSuccess: () => navigate('/', { replace: true }),
  });
}
