// Seeds the local database and bucket with the demo content, once: a second run finds the
// demo accounts and leaves everything as it is.
import { createDb } from '../worker/src/db/client';
import { seedDemo } from '../worker/seed/seed';
import { putSiteImages } from '../worker/seed/site-images';
import { openLocalBindings } from './lib/local';

const bindings = await openLocalBindings();
try {
  const started = Date.now();
  const { seeded } = await seedDemo(createDb(bindings), bindings.MEDIA);
  // The site's own pictures are not demo content: put them even in a bucket seeded before they existed.
  await putSiteImages(bindings.MEDIA);
  console.log(
    seeded
      ? `Seeded the demo content in ${((Date.now() - started) / 1000).toFixed(1)} s.`
      : 'Demo content already present; nothing to seed.',
  );
} finally {
  await bindings.dispose();
}
