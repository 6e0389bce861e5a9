import { toast } from '@/components/ui/toast/toast-store';
import { ApiError, isUnauthorizedError } from '@/lib/api-client';
import { redirectToLogin } from '@/lib/session-expired';

/**
 * SPEC section 8: a campaign create, update or delete that fails says "Error" with the
 * server's own message; a lapsed session follows the app's "Logging in again" path.
 */
export function reportFailure(error: unknown, fallback: string): void {
  if (isUnauthorizedError(error)) return redirectToLogin();
  toast({ title: 'Error', description: error instanceof ApiError ? error.serverMessage : fallback, variant: 'destructive' });
}
