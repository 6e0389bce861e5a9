import { client, read, type JsonBody, type Data } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';

export const PODCAST_PAGE_SIZE = 12;

const podcasts = client.api.podcasts;
const feedback = podcasts[':id'].feedback.$post;

export const useEpisodesPage = (page: number) =>
  useApi(podcasts, { query: { limit: String(PODCAST_PAGE_SIZE), offset: String(page * PODCAST_PAGE_SIZE) } });

export const useEpisode = (id: string | undefined) => useApi(podcasts[':id'], id ? { param: { id: encodeURIComponent(id) } } : null);

export const sendEpisodeFeedback = (id: number, input: JsonBody<typeof feedback>) =>
  read(feedback({ param: { id: String(id) }, json: input }));

const transcripts = client.api.transcripts[':id'];

/** An episode's timed transcript (its cues), or an error (404) when it has none: the plain text is shown then. */
export const useTimedTranscript = (id: string | undefined) =>
  useApi(transcripts, id ? { param: { id: encodeURIComponent(id) } } : null, { shouldRetryOnError: false, revalidateOnFocus: false });

export type PodcastEpisodeCard = Data<typeof podcasts.$get>[number];
export type Cue = Data<typeof transcripts.$get>['cues'][number];
