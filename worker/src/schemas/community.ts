/** The ten forum categories of SPEC section 5, in the spec's order. */
export const POST_CATEGORIES = [
  'General Discussion',
  'Advocacy',
  'Employment',
  'Education',
  'Technology',
  'Health & Wellness',
  'Support',
  'Events',
  'Policy & Legislation',
  'Personal Stories',
] as const;

export type PostCategory = (typeof POST_CATEGORIES)[number];

export const COMMUNITY_PAGE_SIZE = 10;
