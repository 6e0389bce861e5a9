import { useSWRConfig } from 'swr';
import { client, read } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';

const blocks = client.api.messages.blocks;

/** The members the signed-in member blocked, newest first. */
export const useBlocks = () => useApi(blocks);

/** Whether the signed-in member blocked this member (false until their blocks are known). */
export function useHasBlocked(memberId: number): boolean {
  const { data } = useBlocks();
  return data?.some((b) => b.id === memberId) ?? false;
}

/**
 * A block changes what the member sees across the site: their blocks, the forum's lists and
 * member pages are read again (from the screen's own SWR cache).
 */
export function useRefreshAfterBlock() {
  const { mutate } = useSWRConfig();
  return () =>
    mutate(
      (key) => typeof key === 'string' && (key === blocks.$path() || key.startsWith('/api/community') || key.startsWith('/api/members/')),
    );
}

export const blockMember = (memberId: number) => read(blocks[':memberId'].$put({ param: { memberId: String(memberId) } }));

export const unblockMember = (memberId: number) => read(blocks[':memberId'].$delete({ param: { memberId: String(memberId) } }));
