import type { LinkPurpose } from '@schemas/link-pages';
import useSWR from 'swr';
import { ApiError, client, read } from '@/lib/api-client';
import { useCurrentUser } from './use-current-user';

/**
 * Whose account a mailed link acts on, asked once when its page opens (nothing is spent), and
 * who this browser is signed in as: the page says both before the member presses anything
 * (decision 0046). `problem`: the worker's words for a link that no longer works, so the page
 * says so at once instead of after the member has typed a new password. `otherMember`: the
 * address this browser is signed in as, when that is another account than the link's.
 */
export function useLinkAbout(token: string, purpose: LinkPurpose) {
  const { data, error, isLoading } = useSWR(['link-about', purpose, token], () =>
    read(client.api.auth.links.about.$post({ json: { token, purpose } })),
  );
  const { user, isLoading: userLoading } = useCurrentUser();
  const problem = error instanceof ApiError ? (error.fieldErrors.token?.[0] ?? null) : null;
  const otherMember = data && user && user.email !== data.email ? user.email : null;
  // A check that failed for any other reason (the network) leaves the page as it was: the worker still refuses a silent switch.
  return { about: data ?? null, problem, otherMember, ready: !isLoading && !userLoading };
}
