import type { ReleaseFollows } from '@schemas/notifications';
import { client, read } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';

// Its own module, apart from the bell's (use-notifications.ts): only the podcast, library and
// notifications screens load it, so it stays out of every page's first load.
const api = client.api.notifications;

/** CripChat and the library categories the member follows (decision 0041). */
export const useReleaseFollows = (enabled = true) => useApi(api.releases, enabled ? {} : null);

export type { ReleaseFollows };
export type ReleaseTopic = { podcast: true } | { category: string };

/** Follows or stops following CripChat or one category; answers everything the member follows. */
export const setReleaseFollow = (topic: ReleaseTopic, following: boolean) =>
  'podcast' in topic
    ? read(api.releases.podcast.$put({ json: { following } }))
    : read(api.releases.category.$put({ json: { category: topic.category, following } }));
