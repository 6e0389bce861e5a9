import { client, read, type Data } from '@/lib/api-client';
import { invalidate, readsOf, useApi } from '@/lib/use-api';

// Trust levels, reading time and slow mode (docs/decisions/0034-trust-levels-and-flags.md).

const post = client.api.community.posts[':id'];
const idParam = (id: number) => ({ param: { id: String(id) } });

/** The member's own level and what unlocks the next. */
export const useTrust = () => useApi(client.api.trust);
/** What became of the member's own flagged posts and comments. */
export const useFlagOutcomes = () => useApi(client.api.trust.flags);

/** Reading time on a post, which levels are earned from. */
export const reportReading = (postId: number, seconds: number) => read(post.reading.$post({ ...idParam(postId), json: { seconds } }));

export const useSlowMode = (postId: number | null) => useApi(post['slow-mode'], postId === null ? null : idParam(postId));
export const trustKeys = { slowMode: (postId: number) => readsOf(post['slow-mode'], idParam(postId)) };
const invalidateSlowMode = (postId: number) => invalidate(trustKeys.slowMode(postId));
export const setSlowMode = (postId: number, minutes: number) =>
  read(post['slow-mode'].$put({ ...idParam(postId), json: { minutes } })).finally(() => invalidateSlowMode(postId));
export const endSlowMode = (postId: number) => read(post['slow-mode'].$delete(idParam(postId))).finally(() => invalidateSlowMode(postId));

export type FlaggedItem = Data<typeof client.api.trust.flags.$get>[number];
