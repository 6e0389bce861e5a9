import { mutate } from 'swr';
import { client, read, type Call, type Data, type JsonBody } from '@/lib/api-client';
import { below, keysIn, useApi, type KeyMatch } from '@/lib/use-api';

// The member services' content as editors see it: drafts included, changed through the
// editors-only POST, PATCH and DELETE on /api/news, /api/podcasts and /api/audiobooks.

/** 12 a page for news, podcasts and audiobooks. */
export const CONTENT_PAGE_SIZE = 12;

/** The member-facing route each kind is changed through (and read from). */
const writes = { news: client.api.news, podcasts: client.api.podcasts, audiobooks: client.api.audiobooks };
type Writes = typeof writes;
export type ContentKind = keyof Writes;

const lists = { news: client.api.cms.news, podcasts: client.api.cms.podcasts, audiobooks: client.api.cms.audiobooks };

/** The CMS lists; invalidateCms(key) reloads every page of one. */
export const contentKeys = {
  news: below(lists.news),
  podcasts: below(lists.podcasts),
  audiobooks: below(lists.audiobooks),
} as const satisfies Record<ContentKind, KeyMatch>;

const pageQuery = (page: number, q = '') => ({
  limit: String(CONTENT_PAGE_SIZE),
  offset: String(page * CONTENT_PAGE_SIZE),
  ...(q.trim() ? { q: q.trim() } : {}),
});

// The page on show stays while the next one loads, so the pager (and the keyboard focus on
// its Next button) does not vanish in between.
const paged = { keepPreviousData: true };

export const useAdminNews = (page: number, q: string) => useApi(lists.news, { query: pageQuery(page, q) }, paged);
export const useAdminEpisodes = (page: number) => useApi(lists.podcasts, { query: pageQuery(page) }, paged);
export const useAdminAudiobooks = (page: number) => useApi(lists.audiobooks, { query: pageQuery(page) }, paged);
export const useBookCategories = () => useApi(client.api.audiobooks.categories);

/**
 * What members see is cached with "never stale", so a plain revalidate would leave the feed,
 * podcast and library screens showing the old list until a reload. Clearing those entries
 * makes each screen fetch afresh when it is next opened, and reloads any on show.
 */
const memberKeys = { news: below(writes.news), podcasts: below(writes.podcasts), audiobooks: below(writes.audiobooks) };

const clearMemberViews = (kind: ContentKind) =>
  mutate(keysIn(memberKeys[kind], below(client.api.dashboard)), undefined, { revalidate: true });

async function thenRefresh<T>(kind: ContentKind, call: Promise<T>): Promise<T> {
  const result = await call;
  await clearMemberViews(kind);
  return result;
}

// One call for every kind: the route of `kind` decides the body and the answer. The casts are
// where TypeScript cannot follow a call through a generic key.
export const createContent = <K extends ContentKind>(kind: K, body: JsonBody<Writes[K]['$post']>) =>
  thenRefresh(kind, read((writes[kind].$post as Call)({ json: body })) as Promise<Data<Writes[K]['$post']>>);
export const updateContent = <K extends ContentKind>(kind: K, id: number, body: JsonBody<Writes[K][':id']['$patch']>) =>
  thenRefresh(
    kind,
    read((writes[kind][':id'].$patch as Call)({ param: { id: String(id) }, json: body })) as Promise<Data<Writes[K][':id']['$patch']>>,
  );
export const deleteContent = (kind: ContentKind, id: number) =>
  thenRefresh(kind, read(writes[kind][':id'].$delete({ param: { id: String(id) } })));

// The answers the CMS screens name, inferred from the routes.
export type AdminNewsArticle = Data<typeof lists.news.$get>[number];
export type AdminEpisode = Data<typeof lists.podcasts.$get>[number];
export type AdminAudiobook = Data<typeof lists.audiobooks.$get>[number];
export type ContentStatus = AdminNewsArticle['status'];
