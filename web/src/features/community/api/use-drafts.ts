import { mutate } from 'swr';
import { client, read, type JsonBody, type Data } from '@/lib/api-client';
import { invalidate, readsOf, useApi } from '@/lib/use-api';

const drafts = client.api.community.drafts;

/** The member's own forum drafts (decision 0038); `enabled` false reads nothing. */
export const useDrafts = (enabled = true) => useApi(drafts, enabled ? {} : null);

export const draftKeys = { list: readsOf(drafts) };

export const invalidateDrafts = () => invalidate(draftKeys.list);

/**
 * The drafts as the worker has them now, for a form to restore from; the cached list (the
 * account page's) is set to it too. Never the cached list itself: a form that closed (another
 * page of the app) saved its words after that list was read, and nothing on screen read it again.
 */
export const fetchDrafts = () => mutate(drafts.$path(), read(drafts.$get()), { revalidate: false });

/**
 * Saves over the draft of its place. `keepalive` lets the request outlive the page: it is sent
 * as the member leaves (pagehide), where an ordinary fetch would be cancelled.
 */
export const saveDraft = (input: JsonBody<typeof drafts.$put>, keepalive = false) =>
  read(drafts.$put({ json: input }, keepalive ? { init: { keepalive: true } } : undefined));

export const deleteDraft = (id: number) => read(drafts[':id'].$delete({ param: { id: String(id) } }));

export type Draft = Data<typeof drafts.$get>['drafts'][number];
