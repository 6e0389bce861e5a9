import { useSWRConfig } from 'swr';
import { client, read } from '@/lib/api-client';
import { below, keysIn, readsOf, useApi } from '@/lib/use-api';

const blocks = client.api.messages.blocks;

/** The members the signed-in member blocked, newest first. */
export const useBlocks = () => useApi(blocks);

/** Whether the signed-in member blocked this member (false until their blocks are known). */
export function useHasBlocked(memberId: number): boolean {
  const { data } = useBlocks();
  return data?.some((b) => b.id === memberId) ?? false;
}

/** What a block changes across the site: the member's blocks, the forum's lists and member pages. */
export const blockKeys = { shown: [readsOf(blocks), below(client.api.community), below(client.api.members)] };

/** After a block: what it changed is read again (from the screen's own SWR cache). */
export function useInvalidateAfterBlock() {
  const { mutate } = useSWRConfig();
  return () => mutate(keysIn(...blockKeys.shown));
}

export const blockMember = (memberId: number) => read(blocks[':memberId'].$put({ param: { memberId: String(memberId) } }));

export const unblockMember = (memberId: number) => read(blocks[':memberId'].$delete({ param: { memberId: String(memberId) } }));
