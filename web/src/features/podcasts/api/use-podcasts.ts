import type { EpisodeFeedbackInput } from '@schemas/feedback';
import type { PodcastEpisode } from '@schemas/content';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

export const PODCAST_PAGE_SIZE = 12;

export const useEpisodesPage = (page: number) =>
  useSWR<PodcastEpisode[]>(`/api/podcasts?limit=${PODCAST_PAGE_SIZE}&offset=${page * PODCAST_PAGE_SIZE}`);

export const useEpisode = (id: string | undefined) => useSWR<PodcastEpisode>(id ? `/api/podcasts/${encodeURIComponent(id)}` : null);

export const sendEpisodeFeedback = (id: number, input: EpisodeFeedbackInput) =>
  api<{ id: number }>(`/api/podcasts/${id}/feedback`, { method: 'POST', body: input });
