// Seeds the local database and bucket with the demo content, once: a second run finds the
// demo accounts and leaves everything as it is.
import { createDb } from '../worker/src/db/client';
import { seedDemo } from '../worker/src/seed/seed';
import { openLocalBindings } from './lib/local';

const bindings = await openLocalBindings();
try {
  const started = Date.now();
  const { seeded } = await seedDemo(createDb(bindings), bindings.MEDIA);
  console.log(seeded ? `Seeded the demo content in ${((Date.now() - started) / 1000).toFixed(1)} s.` : 'Demo content already present; nothing to seed.');
} finally {
  await bindings.dispose();
}
