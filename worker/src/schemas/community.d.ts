/** The ten forum categories of SPEC section 5, in the spec's order. */
export declare const POST_CATEGORIES: readonly ["General Discussion", "Advocacy", "Employment", "Education", "Technology", "Health & Wellness", "Support", "Events", "Policy & Legislation", "Personal Stories"];
export type PostCategory = (typeof POST_CATEGORIES)[number];
export declare const COMMUNITY_PAGE_SIZE = 10;
