// The areas of shared member content, each with a version stamp (db/schema/content-versions.ts),
// and the reads that use them (lib/member-cache.ts, decision 0030).

export const SHARED_AREAS = ['news', 'podcasts', 'audiobooks', 'community'] as const;
export type SharedArea = (typeof SHARED_AREAS)[number];
export type ContentVersions = Record<SharedArea, number>;

/**
 * The signed-in GETs whose shared part is cached: the stamps are read with the session only for
 * these, so every other request costs what it did. Lists, and the article and episode pages
 * (their bodies are the largest reads, and nothing on them is the member's own).
 */
const SHARED_READS = [
  /^\/api\/news\/?$/,
  /^\/api\/news\/\d+$/,
  /^\/api\/podcasts\/?$/,
  /^\/api\/podcasts\/\d+$/,
  /^\/api\/audiobooks(\/categories)?\/?$/,
  /^\/api\/community\/posts\/?$/,
];

export const readsSharedContent = (method: string, path: string) => method === 'GET' && SHARED_READS.some((pattern) => pattern.test(path));
