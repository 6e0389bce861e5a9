import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { serveMedia } from '../lib/media';

/** Public media: audio, covers, thumbnails and CMS uploads, streamed from R2. */
export const mediaRoutes = new Hono<AppEnv>().on(['GET', 'HEAD'], '/*', async (c) => {
  const key = decodeURIComponent(new URL(c.req.url).pathname.replace(/^\/media\//, ''));
  if (!key || key.includes('..')) return c.json({ message: 'File not found' }, 404);
  return serveMedia(c.env.MEDIA, key, c.req.raw);
});
