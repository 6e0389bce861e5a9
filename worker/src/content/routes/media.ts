import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env';
import { serveMedia } from '../../lib/media';
import { isPrivateKey } from '../../lib/private-files';

/** R2 keys are at most 1,024 bytes; a longer one (or a broken %-escape) names no file. */
const MAX_KEY_BYTES = 1024;

function keyOf(url: string): string | null {
  try {
    const key = decodeURIComponent(new URL(url).pathname.replace(/^\/media\//, ''));
    const ok = key && !key.includes('..') && new TextEncoder().encode(key).length <= MAX_KEY_BYTES;
    return ok ? key : null;
  } catch {
    // A broken %-escape, or an encoded lone surrogate (not UTF-8), names no file.
    return null;
  }
}

/**
 * Public media: audio, covers, thumbnails and CMS uploads, streamed from R2. Not typed for the
 * web's client: the answer is the file's own bytes (ranges included), which the SPA uses as
 * src and href addresses, never through the client.
 */
export const mediaRoutes = new Hono<AppEnv>().on(['GET', 'HEAD'], '/*', async (c) => {
  const key = keyOf(c.req.url);
  // A member's prepared data export is theirs alone (routes/privacy.ts serves it, signed in).
  if (!key || isPrivateKey(key)) return c.json({ message: 'File not found' }, 404);
  // The edge cache gets its own read of the object rather than a tee of the visitor's stream.
  c.set('edgeCacheCopy', () => serveMedia(c.env.MEDIA, key, new Request(c.req.url)));
  return serveMedia(c.env.MEDIA, key, c.req.raw);
});
