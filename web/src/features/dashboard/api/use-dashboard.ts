import type { CommunityPost, NewsArticle, PodcastEpisode } from '@schemas/content';
import useSWR from 'swr';

/** SPEC section 7: the dashboard fetches 3 of each; counts come from one summary call. */
export { useSummary as useDashboardSummary } from '@/lib/use-summary';
export const useLatestNews = () => useSWR<NewsArticle[]>('/api/news?limit=3&offset=0');
export const useLatestEpisodes = () => useSWR<PodcastEpisode[]>('/api/podcasts?limit=3&offset=0');
export const useLatestPosts = () => useSWR<CommunityPost[]>('/api/community/posts?limit=3');
