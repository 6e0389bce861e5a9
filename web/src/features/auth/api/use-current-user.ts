import type { CurrentUser } from '@schemas/auth';
import useSWR from 'swr';

export const CURRENT_USER_KEY = '/api/auth/user';

/**
 * Sign-in state (SPEC section 4): derived from whether GET /api/auth/user returns a user,
 * never retried (the SWR config turns retries off).
 */
export function useCurrentUser() {
  const { data, error, isLoading, mutate } = useSWR<CurrentUser>(CURRENT_USER_KEY);
  const user = error ? null : (data ?? null);
  return { user, isLoading, isAuthenticated: Boolean(user), refresh: mutate };
}

/** "Welcome, " text: the first name, or the email when there is none. */
export const greetingName = (user: Pick<CurrentUser, 'firstName' | 'email'>) => user.firstName || user.email;
