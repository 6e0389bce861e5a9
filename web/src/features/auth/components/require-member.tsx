import { useEffect, useRef, type ReactNode } from 'react';
import { FullPageSpinner } from '@/components/ui/spinner';
import { redirectToLogin } from '@/lib/session-expired';
import { useCurrentUser } from '../api/use-current-user';

/** Wraps screens that exist only for signed-in members; anyone else is sent to sign in. */
export function RequireMember({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading } = useCurrentUser();
  const redirected = useRef(false);
  useEffect(() => {
    if (!isLoading && !isAuthenticated && !redirected.current) {
      redirected.current = true;
      redirectToLogin();
    }
  }, [isLoading, isAuthenticated]);
  if (!isAuthenticated) return <FullPageSpinner />;
  return <>{children}</>;
}
