/**
 * The landing page's pictures (the product asks for stock-photo style pictures): our own
 * files in R2, at fixed keys with a version in the name, so they are cached for a year and a
 * new picture gets a new key. `npm start` puts them in the local bucket; `npm run
 * site-images -- --remote` puts them in production's. Sized for the cards they fill.
 */
export const LANDING_IMAGES = {
  podcast: { key: 'site/landing-podcast-v1.svg', width: 640, height: 360 },
  news: { key: 'site/landing-news-v1.svg', width: 640, height: 360 },
  community: { key: 'site/landing-community-v1.svg', width: 640, height: 360 },
} as const;

export type LandingImage = keyof typeof LANDING_IMAGES;
