import { client } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';

/** The signed-in member's id (the same read as the sign-in state), or null: it names their downloads cache. */
export function useMemberId(): number | null {
  const { data, error } = useApi(client.api.auth.user);
  return error || !data ? null : data.id;
}
