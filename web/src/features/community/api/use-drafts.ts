import { mutate } from 'swr';
import { client, read, type JsonBody } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';

const drafts = client.api.community.drafts;

/** The member's own forum drafts (decision 0038); `enabled` false reads nothing. */
export const useDrafts = (enabled = true) => useApi(drafts, enabled ? {} : null);

export const refreshDrafts = () => mutate(drafts.$path());

/**
 * Saves over the draft of its place. `keepalive` lets the request outlive the page: it is sent
 * as the member leaves (pagehide), where an ordinary fetch would be cancelled.
 */
export const saveDraft = (input: JsonBody<typeof drafts.$put>, keepalive = false) =>
  read(drafts.$put({ json: input }, keepalive ? { init: { keepalive: true } } : undefined));

export const deleteDraft = (id: number) => read(drafts[':id'].$delete({ param: { id: String(id) } }));
