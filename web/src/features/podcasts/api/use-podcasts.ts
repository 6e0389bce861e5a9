import { client, read, type JsonBody } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';

export const PODCAST_PAGE_SIZE = 12;

const podcasts = client.api.podcasts;
const feedback = podcasts[':id'].feedback.$post;

export const useEpisodesPage = (page: number) =>
  useApi(podcasts, { query: { limit: String(PODCAST_PAGE_SIZE), offset: String(page * PODCAST_PAGE_SIZE) } });

export const useEpisode = (id: string | undefined) => useApi(podcasts[':id'], id ? { param: { id: encodeURIComponent(id) } } : null);

export const sendEpisodeFeedback = (id: number, input: JsonBody<typeof feedback>) =>
  read(feedback({ param: { id: String(id) }, json: input }));
