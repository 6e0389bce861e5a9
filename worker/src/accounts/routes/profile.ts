import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env';
import { currentUser, refuseSuspended, requireMember, requireVerifiedForProfile } from '../auth';
import { forgetCachedFile } from '../../lib/edge-cache';
import { ApiError } from '../../lib/errors';
import { parseOrThrow, valid } from '../../lib/validate';
import { avatarSchema, profileSchema } from '../../schemas/profile';
import { getOwnProfile, removeAvatar, setAvatar, updateProfile } from '../services/profiles';

/**
 * The signed-in member's own profile (/api/profile): the member always comes from the session,
 * never the path. Changing what other members see waits until the address is confirmed, as
 * posting does; removing a photo never waits.
 */
export const profileRoutes = new Hono<AppEnv>()
  .use(requireMember)
  .get('/', async (c) => c.json(await getOwnProfile(c.var.db, currentUser(c).id), 200))
  .patch('/', requireVerifiedForProfile, refuseSuspended, valid('json', profileSchema), async (c) =>
    c.json(await updateProfile(c.var.db, currentUser(c).id, c.req.valid('json')), 200),
  )
  // Multipart form data read by hand (its limit is in lib/body-limits.ts): the SPA sends it with
  // upload() in web/src/lib/api-client.ts, typed by this answer.
  .put('/avatar', requireVerifiedForProfile, refuseSuspended, async (c) => {
    const form = await c.req.parseBody().catch(() => {
      throw new ApiError('bad_request', 'The upload could not be read. Send the photo as multipart/form-data.');
    });
    const file = form.file instanceof File ? form.file : undefined;
    parseOrThrow(avatarSchema, { file });
    const { profile, replacedKey } = await setAvatar(c.var.db, c.env.MEDIA, currentUser(c).id, file!);
    // Else this data centre would serve the old photo from its cache for a while yet (decision 0047).
    if (replacedKey) await forgetCachedFile(c, replacedKey);
    return c.json(profile, 200);
  })
  .delete('/avatar', async (c) => {
    const { profile, removedKey } = await removeAvatar(c.var.db, c.env.MEDIA, currentUser(c).id);
    if (removedKey) await forgetCachedFile(c, removedKey);
    return c.json(profile, 200);
  });
