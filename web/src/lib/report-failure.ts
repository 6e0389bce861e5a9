import { toast } from '@/components/ui/toast/toast-store';
import { errorMessage, isUnauthorizedError } from '@/lib/api-client';
import { redirectToLogin } from '@/lib/session-expired';

/**
 * SPEC section 8: an action that fails says "Error" with the server's own message (campaigns,
 * sessions, members); a lapsed session follows the app's "Logging in again" path.
 */
export function reportFailure(error: unknown, fallback: string): void {
  if (isUnauthorizedError(error)) return redirectToLogin();
  toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });
}
