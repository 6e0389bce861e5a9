import { toast } from '@/components/ui/toast/toast-store';
import { paths } from '@/lib/paths';

export const LOGIN_REDIRECT_DELAY_MS = 500;

/** SPEC sections 4 and 8: the destructive "Unauthorized" toast, then /api/login 500 ms later. */
export function redirectToLogin(): void {
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  setTimeout(() => window.location.assign(paths.login), LOGIN_REDIRECT_DELAY_MS);
}
