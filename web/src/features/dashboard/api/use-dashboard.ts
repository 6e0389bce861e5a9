import { client } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';

/** The dashboard fetches 3 of each; counts come from one summary call. */
export { useSummary as useDashboardSummary } from '@/lib/use-summary';
export const useLatestNews = () => useApi(client.api.news, { query: { limit: '3', offset: '0' } });
export const useLatestEpisodes = () => useApi(client.api.podcasts, { query: { limit: '3', offset: '0' } });
export const useLatestPosts = () => useApi(client.api.community.posts, { query: { limit: '3' } });
/** What the member started and did not finish, newest first ("Continue listening"). */
export const useUnfinishedListening = () => useApi(client.api['listening-positions']);
