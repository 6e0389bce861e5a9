import { useEffect, useRef, type ReactNode } from 'react';
import { Page } from '@/components/ui/page';
import { PageTitle } from '@/components/ui/page-title';
import { FullPageSpinner } from '@/components/ui/spinner';
import { redirectToLogin } from '@/lib/session-expired';
import { useOffline } from '@/lib/use-offline';
import { useCurrentUser } from '../api/use-current-user';

/**
 * Wraps screens that exist only for signed-in members; anyone else is sent to sign in. With no
 * connection (the installed app opened offline) who is signed in cannot be known, and the sign-in
 * form could not send: the screen says so instead, and asks again once the connection returns.
 */
export function RequireMember({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading, refresh } = useCurrentUser();
  const offline = useOffline();
  const redirected = useRef(false);
  const wasOffline = useRef(offline);
  useEffect(() => {
    const cameBack = wasOffline.current && !offline;
    wasOffline.current = offline;
    if (isLoading || isAuthenticated || offline || redirected.current) return;
    const redirect = () => {
      if (redirected.current) return;
      redirected.current = true;
      redirectToLogin();
    };
    // The check that failed was made offline: ask again, and send them to sign in only if it still fails.
    if (cameBack) void refresh().then((user) => !user && redirect(), redirect);
    else redirect();
  }, [isLoading, isAuthenticated, offline, refresh]);
  if (!isAuthenticated && offline && !isLoading) {
    return (
      <Page measure="reading">
        <PageTitle title="You are offline">You are offline</PageTitle>
        <p className="mt-3 text-lg text-slate-700">
          This page needs a connection. It opens as soon as you are back online; episodes and books you downloaded play while the app is
          open.
        </p>
      </Page>
    );
  }
  if (!isAuthenticated) return <FullPageSpinner />;
  return <>{children}</>;
}
