import useSWR from 'swr';
import { client, type Data } from '@/lib/api-client';

const currentUser = client.api.auth.user;

/**
 * The signed-in member's id, or null: it names their downloads and their queued positions. Read
 * from the sign-in state already loaded (the members-only screens and the player's engine exist
 * only once it is), never fetched again here.
 */
export function useMemberId(): number | null {
  const { data, error } = useSWR<Data<typeof currentUser.$get>>(currentUser.$path(), null);
  return error || !data ? null : data.id;
}
