import { client, type Data } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';

const currentUser = client.api.auth.user;

/**
 * Sign-in state: derived from whether GET /api/auth/user returns a user, never retried (the
 * SWR config turns retries off).
 */
export function useCurrentUser() {
  const { data, error, isLoading, mutate } = useApi(currentUser);
  const user = error ? null : (data ?? null);
  return { user, isLoading, isAuthenticated: Boolean(user), refresh: mutate };
}

/** "Welcome, " text: the first name, or the email when there is none. */
export const greetingName = (user: Pick<Data<typeof currentUser.$get>, 'firstName' | 'email'>) => user.firstName || user.email;

export type Suspension = NonNullable<NonNullable<Data<typeof currentUser.$get>>['suspension']>;
