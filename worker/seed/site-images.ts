import { LANDING_IMAGES, type LandingImage } from '../src/schemas/site-images';
import { makeArtSvg } from './art';

const art: Record<LandingImage, { title: string; label: string }> = {
  podcast: { title: 'CripChat', label: 'Podcast' },
  news: { title: 'News that matters to us', label: 'News' },
  community: { title: 'A community where you belong', label: 'Community' },
};

/** The landing page's pictures as files: the same for the local seed and for production. */
export function siteImageFiles(): { key: string; bytes: Uint8Array; contentType: string }[] {
  const encoder = new TextEncoder();
  return (Object.keys(LANDING_IMAGES) as LandingImage[]).map((name) => {
    const { key, width, height } = LANDING_IMAGES[name];
    return { key, bytes: encoder.encode(makeArtSvg({ width, height, ...art[name] })), contentType: 'image/svg+xml' };
  });
}

/** Puts any that are missing (a bucket seeded before they existed gets them too). */
export async function putSiteImages(bucket: R2Bucket): Promise<void> {
  for (const file of siteImageFiles()) {
    if (await bucket.head(file.key)) continue;
    await bucket.put(file.key, file.bytes, { httpMetadata: { contentType: file.contentType } });
  }
}
