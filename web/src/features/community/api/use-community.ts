import { COMMUNITY_PAGE_SIZE, type PostCategory } from '@schemas/community';
import { client, read, type JsonBody, type Data } from '@/lib/api-client';
import { deleteCommunityItem, type CommunityKind } from '@/lib/moderation';
import { below, invalidate, readsOf, useApi } from '@/lib/use-api';

export { moderate } from '@/lib/moderation';

const posts = client.api.community.posts;
const post = posts[':id'];
const comment = client.api.community.comments[':id'];
const idParam = (id: number) => ({ param: { id: String(id) } });

/** Limit 10, offset page*10, optional category. */
export const usePostsPage = (page: number, category: string) =>
  useApi(posts, {
    query: {
      limit: String(COMMUNITY_PAGE_SIZE),
      offset: String(page * COMMUNITY_PAGE_SIZE),
      // The worker checks the category against its list; a wrong one from the address is a 400.
      ...(category ? { category: category as PostCategory } : {}),
    },
  });

export const usePost = (id: string | undefined) => useApi(post, id ? { param: { id: encodeURIComponent(id) } } : null);
export const useComments = (id: string | undefined) => useApi(post.comments, id ? { param: { id: encodeURIComponent(id) } } : null);
export const useCommunityStats = () => useApi(client.api.community.stats);

/** The community's cached reads: everything under /api/community, the post lists, and the dashboard's counts. */
export const communityKeys = {
  all: below(client.api.community),
  postLists: readsOf(posts),
  summary: readsOf(client.api.dashboard.summary),
};

/** After any change: every community list, post, comment list and count reloads. */
export const invalidateCommunity = () => invalidate(communityKeys.all, communityKeys.summary);

export const createPost = (input: JsonBody<typeof posts.$post>) => read(posts.$post({ json: input }));
export const updatePost = (id: number, input: JsonBody<typeof post.$patch>) => read(post.$patch({ ...idParam(id), json: input }));
export const deletePost = (id: number, reason = '') => deleteCommunityItem('posts', id, reason);
export const createComment = (postId: number, input: JsonBody<typeof post.comments.$post>) =>
  read(post.comments.$post({ ...idParam(postId), json: input }));
export const updateComment = (id: number, input: JsonBody<typeof comment.$patch>) => read(comment.$patch({ ...idParam(id), json: input }));
export const deleteComment = (id: number, reason = '') => deleteCommunityItem('comments', id, reason);
/** How far the member has read a discussion; the lists' "3 new" follow (the open post's markers stay until it reloads). */
export async function markRead(postId: number, lastReadCommentId: number) {
  const result = await read(post.read.$put({ ...idParam(postId), json: { lastReadCommentId } }));
  await invalidate(communityKeys.postLists);
  return result;
}
export const setLiked = (postId: number, liked: boolean) =>
  read(liked ? post.like.$put(idParam(postId)) : post.like.$delete(idParam(postId)));
export const report = (kind: CommunityKind, id: number, input: JsonBody<typeof post.report.$post>) =>
  read(kind === 'posts' ? post.report.$post({ ...idParam(id), json: input }) : comment.report.$post({ ...idParam(id), json: input }));
/** Earlier versions of an edited post or comment, newest first (decision 0038). */
export const useRevisions = (kind: CommunityKind, id: number) => useApi(kind === 'posts' ? post.revisions : comment.revisions, idParam(id));

// The answers its screens name, inferred from the routes.
export type CommunityPost = Data<typeof posts.$get>[number];
export type Comment = Data<typeof post.comments.$get>[number];
export type { PostCategory } from '@schemas/community';
