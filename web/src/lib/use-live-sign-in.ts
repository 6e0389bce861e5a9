import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { client } from './api-client';
import { useLiveCatchUp, useLiveStatus } from './live-channel';

/**
 * Who is signed in is read again when the member's live channel says it may have changed
 * (decision 0047): its session ended (the socket was closed "signed out"), or the socket came
 * back after being closed or dropped (a suspension closes it so every open screen learns at
 * once). A session that ended elsewhere then shows here as signed out, as any 401 does; nothing
 * waits for the member's next click.
 */
export function useLiveSignIn(): void {
  const { mutate } = useSWRConfig();
  const status = useLiveStatus();
  const key = client.api.auth.user.$path();
  useEffect(() => {
    if (status === 'signed-out') void mutate(key);
  }, [status, mutate, key]);
  useLiveCatchUp(() => void mutate(key));
}
