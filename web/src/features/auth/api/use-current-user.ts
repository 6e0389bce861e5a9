import type { CurrentUser } from '@schemas/auth';
import { client } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';

export const CURRENT_USER_KEY = client.api.auth.user.$path();

/**
 * Sign-in state: derived from whether GET /api/auth/user returns a user, never retried (the
 * SWR config turns retries off).
 */
export function useCurrentUser() {
  const { data, error, isLoading, mutate } = useApi(client.api.auth.user);
  const user = error ? null : (data ?? null);
  return { user, isLoading, isAuthenticated: Boolean(user), refresh: mutate };
}

/** "Welcome, " text: the first name, or the email when there is none. */
export const greetingName = (user: Pick<CurrentUser, 'firstName' | 'email'>) => user.firstName || user.email;
