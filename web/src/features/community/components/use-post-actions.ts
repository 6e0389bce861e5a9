import type { CommunityPost } from '@schemas/content';
import { useState } from 'react';
import { toast } from '@/components/ui/toast/toast-store';
import { isUnauthorizedError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { redirectToLogin } from '@/lib/session-expired';
import { shareLink } from '@/lib/share';
import { refreshCommunity, setLiked } from '../api/use-community';

/**
 * Like and share for post cards. The liked state is kept here, outside the card (SPEC
 * section 2), flipped at once so the button answers immediately, and put back if the
 * server refuses.
 */
export function usePostActions() {
  const [overrides, setOverrides] = useState<Record<number, boolean>>({});
  const isLiked = (post: CommunityPost) => overrides[post.id] ?? post.likedByMe;

  async function toggleLike(post: CommunityPost) {
    const next = !isLiked(post);
    setOverrides((o) => ({ ...o, [post.id]: next }));
    try {
      await setLiked(post.id, next);
      await refreshCommunity();
    } catch (error) {
      setOverrides((o) => ({ ...o, [post.id]: !next }));
      if (isUnauthorizedError(error)) redirectToLogin();
      else toast({ title: 'Error', description: 'Failed to update your like. Please try again.', variant: 'destructive' });
    }
  }

  const share = (post: CommunityPost) => shareLink({ title: post.title, path: paths.post(post.id) });
  return { isLiked, toggleLike, share };
}
