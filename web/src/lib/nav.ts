import type { Role } from '@schemas/auth';
import { paths } from './paths';

export type NavLink = { to: string; label: string; editorsOnly?: boolean };

/** The section links, shown only when signed in: most lead to members-only screens. */
const sectionLinks: NavLink[] = [
  { to: paths.home, label: 'Dashboard' },
  { to: paths.news, label: 'News Feed' },
  { to: paths.podcasts, label: 'CripChat' },
  { to: paths.library, label: 'Audio Library' },
  { to: paths.community, label: 'Community' },
  { to: paths.donations, label: 'Donations' },
  // Issue 2: CMS Admin is shown to editors and admins, the only people the worker lets in.
  { to: paths.cmsAdmin, label: 'CMS Admin', editorsOnly: true },
];

export const linksFor = (role: Role) => sectionLinks.filter((l) => !l.editorsOnly || role !== 'member');

/**
 * A link is active when its path is a prefix of the current path, by whole segments
 * (/news is active on /news/12, not on /newsletter); the root only on an exact match.
 */
export function isActivePath(linkPath: string, currentPath: string): boolean {
  if (linkPath === '/') return currentPath === '/';
  return currentPath === linkPath || currentPath.startsWith(`${linkPath}/`);
}
