import { useSWRConfig } from 'swr';
import { client } from './api-client';
import { useLiveCatchUp } from './live-channel';

/**
 * Who is signed in is read again each time the member's live channel comes back after being
 * closed or dropped (decision 0047): a suspension, or its end, closes the sockets to reconnect,
 * so every screen the member has open shows the banner (and its refusals) without a reload.
 *
 * A socket closed because its session ended does not reconnect and reads nothing: the channel
 * says so in words, and the page stays as it is until the member acts (then any request answers
 * 401 and the usual "You are logged out" follows). Reading it at once would race the very page
 * that ended the session (Sign Out, "Delete my account"), whose own next step is already on its way.
 */
export function useLiveSignIn(): void {
  const { mutate } = useSWRConfig();
  useLiveCatchUp(() => void mutate(client.api.auth.user.$path()));
}
