import type { Comment, CommentInput, CommunityStats, PostInput, ReportInput } from '@schemas/community';
import { COMMUNITY_PAGE_SIZE } from '@schemas/community';
import type { CommunityPost } from '@schemas/content';
import useSWR, { mutate } from 'swr';
import { api } from '@/lib/api-client';

/** SPEC section 7: limit 10, offset page*10, optional category. */
export function usePostsPage(page: number, category: string) {
  const query = new URLSearchParams({ limit: String(COMMUNITY_PAGE_SIZE), offset: String(page * COMMUNITY_PAGE_SIZE) });
  if (category) query.set('category', category);
  return useSWR<CommunityPost[]>(`/api/community/posts?${query}`);
}

export const usePost = (id: string | undefined) => useSWR<CommunityPost>(id ? `/api/community/posts/${encodeURIComponent(id)}` : null);
export const useComments = (id: string | undefined) =>
  useSWR<Comment[]>(id ? `/api/community/posts/${encodeURIComponent(id)}/comments` : null);
export const useCommunityStats = () => useSWR<CommunityStats>('/api/community/stats');

/** After any change: every community list, post, comment list and count reloads. */
export const refreshCommunity = () =>
  mutate((key) => typeof key === 'string' && (key.startsWith('/api/community') || key === '/api/dashboard/summary'));

export const createPost = (input: PostInput) => api<CommunityPost>('/api/community/posts', { method: 'POST', body: input });
export const updatePost = (id: number, input: Partial<PostInput>) =>
  api<CommunityPost>(`/api/community/posts/${id}`, { method: 'PATCH', body: input });
export const deletePost = (id: number) => api<unknown>(`/api/community/posts/${id}`, { method: 'DELETE' });
export const createComment = (postId: number, input: CommentInput) =>
  api<Comment>(`/api/community/posts/${postId}/comments`, { method: 'POST', body: input });
export const updateComment = (id: number, input: CommentInput) =>
  api<Comment>(`/api/community/comments/${id}`, { method: 'PATCH', body: input });
export const deleteComment = (id: number) => api<unknown>(`/api/community/comments/${id}`, { method: 'DELETE' });
export const setLiked = (postId: number, liked: boolean) =>
  api<{ liked: boolean; likesCount: number }>(`/api/community/posts/${postId}/like`, { method: liked ? 'PUT' : 'DELETE' });
export const report = (kind: 'posts' | 'comments', id: number, input: ReportInput) =>
  api<{ id: number }>(`/api/community/${kind}/${id}/report`, { method: 'POST', body: input });
export const moderate = (kind: 'posts' | 'comments', id: number, visibility: 'visible' | 'hidden') =>
  api<unknown>(`/api/community/${kind}/${id}/moderation`, { method: 'PATCH', body: { visibility } });
