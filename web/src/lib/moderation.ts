import { client, read, type JsonBody } from './api-client';

// Shared by the community screens (authors, and moderators on the post page) and the CMS
// Reports tab, so hiding and deleting are one call wherever they are made.

const community = client.api.community;

export type CommunityKind = 'posts' | 'comments';
export type Visibility = JsonBody<(typeof community.posts)[':id']['moderation']['$patch']>['visibility'];

/**
 * Hides a post or comment from the forum, or shows it again (editors and admins; audited). The
 * author is told, with the reason when one is given (decision 0041).
 */
export function moderate(kind: CommunityKind, id: number, visibility: Visibility, reason = '') {
  const args = { param: { id: String(id) }, json: { visibility, reason } };
  return read(kind === 'posts' ? community.posts[':id'].moderation.$patch(args) : community.comments[':id'].moderation.$patch(args));
}

/** Deletes a post (with its comments) or a comment: its author, or an editor or admin, who may say why. */
export function deleteCommunityItem(kind: CommunityKind, id: number, reason = '') {
  const args = { param: { id: String(id) }, query: reason ? { reason } : {} };
  return read(kind === 'posts' ? community.posts[':id'].$delete(args) : community.comments[':id'].$delete(args));
}
