import { toast } from '@/lib/toast';
import { paths } from '@/lib/paths';

const LOGIN_REDIRECT_DELAY_MS = 500;

/**
 * Signed out on a members' screen, or a write refused as unauthorised: the destructive
 * "Unauthorized" toast, then /api/login 500 ms later, so the page does not change without a word.
 */
export function redirectToLogin(): void {
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  setTimeout(() => window.location.assign(paths.login), LOGIN_REDIRECT_DELAY_MS);
}
