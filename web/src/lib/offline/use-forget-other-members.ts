import { useEffect } from 'react';
import { ApiError, client } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';
import { forgetOtherMembers } from './last-seen';

/**
 * When the app starts (and whenever who is signed in changes), anything this device keeps for
 * a member who is not the one signed in now is deleted: their downloads, last-seen lists and
 * pictures (decision 0047). So a session revoked from another device, or an account deleted,
 * leaves nothing the next time the app opens here, not only after Sign Out on this device. Only
 * the server's own answer counts: signed out is a 401, never a failed request (offline, the
 * downloads are the point). The service worker does the same on the answers it sees
 * (web/src/sw.ts); this covers a page it did not control (a first visit, a forced reload).
 */
export function useForgetOtherMembers(): void {
  const { data, error } = useApi(client.api.auth.user);
  const signedInAs = error instanceof ApiError && error.status === 401 ? null : data ? data.id : undefined;
  useEffect(() => {
    if (signedInAs === undefined || typeof caches === 'undefined') return;
    forgetOtherMembers(caches, signedInAs, window.location.origin).catch(() => undefined);
  }, [signedInAs]);
}
