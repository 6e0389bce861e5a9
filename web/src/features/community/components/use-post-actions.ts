import { useState } from 'react';
import { paths } from '@/lib/paths';
import { shareLink } from '@/lib/share';
import { useSubmit } from '@/lib/use-submit';
import { invalidateCommunity, setLiked, type CommunityPost } from '../api/use-community';

/**
 * Like and share for post cards. The liked state is kept here, outside the card, which only
 * shows it; it is flipped at once so the button answers immediately, and put back if the
 * server refuses.
 */
export function usePostActions() {
  const [overrides, setOverrides] = useState<Record<number, boolean>>({});
  const isLiked = (post: CommunityPost) => overrides[post.id] ?? post.likedByMe;

  const { submit } = useSubmit({
    action: ({ id, liked }: { id: number; liked: boolean }) => setLiked(id, liked),
    refresh: invalidateCommunity,
    failure: () => 'Failed to update your like. Please try again.',
  });

  async function toggleLike(post: CommunityPost) {
    const next = !isLiked(post);
    setOverrides((o) => ({ ...o, [post.id]: next }));
    if ((await submit({ id: post.id, liked: next })) === undefined) setOverrides((o) => ({ ...o, [post.id]: !next }));
  }

  const share = (post: CommunityPost) => shareLink({ title: post.title, path: paths.post(post.id) });
  return { isLiked, toggleLike, share };
}
