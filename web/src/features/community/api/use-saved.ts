import { client, read } from '@/lib/api-client';
import { below, invalidate, useApi } from '@/lib/use-api';

const community = client.api.community;
const idParam = (id: number) => ({ param: { id: String(id) } });

/** Whether the post is saved, and which of its comments: the post page's Save toggles read it. */
export const useSavedOnPost = (postId: number) => useApi(community.posts[':id'].saved, idParam(postId));

/** Every page of Saved. */
export const savedKeys = { pages: below(community.saved) };

export type SaveTarget = { kind: 'post' | 'comment'; id: number; postId: number };

/** Saves or unsaves; every page of Saved reloads (the post page's toggles reload their own read). */
export async function setSaved(target: Omit<SaveTarget, 'postId'>, saved: boolean) {
  const route = target.kind === 'post' ? community.posts[':id'].saved : community.comments[':id'].saved;
  const result = await read(saved ? route.$put(idParam(target.id)) : route.$delete(idParam(target.id)));
  await invalidate(savedKeys.pages);
  return result;
}
