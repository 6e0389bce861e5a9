/**
 * Whether an If-None-Match header names this ETag (weak comparison, RFC 9110 13.1.2), or is
 * "*". Media, the podcast feed and public CMS answers all revalidate through it.
 */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === bare);
}
