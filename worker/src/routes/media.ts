import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { serveMedia } from '../lib/media';

/** Public media: audio, covers, thumbnails and CMS uploads, streamed from R2. */
export const mediaRoutes = new Hono<AppEnv>().on(['GET', 'HEAD'], '/*', async (c) => {
  const key = decodeURIComponent(new URL(c.req.url).pathname.replace(/^\/media\//, ''));
  if (!key || key.includes('..')) return c.json({ message: 'File not found' }, 404);
  // The edge cache gets its own read of the object rather than a tee of the visitor's stream.
  c.set('edgeCacheCopy', () => serveMedia(c.env.MEDIA, key, new Request(c.req.url)));
  return serveMedia(c.env.MEDIA, key, c.req.raw);
});
