import { mutate } from 'swr';
import { client, read } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';

const community = client.api.community;
const idParam = (id: number) => ({ param: { id: String(id) } });

/** Whether the post is saved, and which of its comments: the post page's Save toggles read it. */
export const useSavedOnPost = (postId: number) => useApi(community.posts[':id'].saved, idParam(postId));

export type SaveTarget = { kind: 'post' | 'comment'; id: number; postId: number };

/** Saves or unsaves; every page of Saved reloads (the post page's toggles reload their own read). */
export async function setSaved(target: Omit<SaveTarget, 'postId'>, saved: boolean) {
  const route = target.kind === 'post' ? community.posts[':id'].saved : community.comments[':id'].saved;
  const result = await read(saved ? route.$put(idParam(target.id)) : route.$delete(idParam(target.id)));
  await mutate((key) => typeof key === 'string' && key.startsWith(community.saved.$path()));
  return result;
}
