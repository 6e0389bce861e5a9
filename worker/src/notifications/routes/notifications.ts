import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env';
import { currentUser, requireMember } from '../../accounts/public';
import { idParam } from '../../lib/params';
import { valid } from '../../lib/validate';
import {
  categoryFollowSchema,
  followSchema,
  podcastFollowSchema,
  notificationPreferencesSchema,
  notificationSettingsSchema,
  notificationsQuerySchema,
  unsubscribeSchema,
} from '../../schemas/notifications';
import { stopEmails } from '../services/notification-delivery';
import { getSettings, setSettings } from '../services/notification-settings';
import { releaseFollowsOf, setCategoryFollow, setPodcastFollow } from '../services/release-follows';
import {
  getPreferences,
  isFollowing,
  listNotifications,
  markAllRead,
  markRead,
  setFollowing,
  setPreferences,
  unreadCount,
} from '../services/notifications';

const notificationId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'id', 'Notification not found');
const postId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'postId', 'Post not found');

/**
 * /api/notifications. "Stop these emails" needs no session: it comes from a mail, often on
 * another device, and a mail program's one-click POST (RFC 8058) carries no cookie. Its secret
 * only ever turns emails off.
 */
export const notificationRoutes = new Hono<AppEnv>()
  .post('/unsubscribe', valid('query', unsubscribeSchema), async (c) => {
    const { member, kind, token } = c.req.valid('query');
    await stopEmails(c.var.db, member, kind, token);
    return c.json({ kind, stopped: true as const }, 200);
  })
  .use(requireMember)
  .get('/', valid('query', notificationsQuerySchema), async (c) =>
    c.json(await listNotifications(c.var.db, currentUser(c).id, c.req.valid('query')), 200),
  )
  .get('/unread', async (c) => c.json({ unread: await unreadCount(c.var.db, currentUser(c).id) }, 200))
  .post('/read-all', async (c) => {
    await markAllRead(c.var.db, currentUser(c).id);
    return c.json({ unread: 0 }, 200);
  })
  .post('/:id/read', async (c) => {
    await markRead(c.var.db, currentUser(c).id, notificationId(c));
    return c.json({ unread: await unreadCount(c.var.db, currentUser(c).id) }, 200);
  })
  .get('/settings', async (c) => c.json(await getSettings(c.var.db, currentUser(c).id), 200))
  .patch('/settings', valid('json', notificationSettingsSchema), async (c) =>
    c.json(await setSettings(c.var.db, currentUser(c).id, c.req.valid('json')), 200),
  )
  .get('/preferences', async (c) => c.json(await getPreferences(c.var.db, currentUser(c).id), 200))
  .patch('/preferences', valid('json', notificationPreferencesSchema), async (c) =>
    c.json(await setPreferences(c.var.db, currentUser(c).id, c.req.valid('json')), 200),
  )
  .get('/follows/:postId', async (c) => c.json({ following: await isFollowing(c.var.db, currentUser(c).id, postId(c)) }, 200))
  .put('/follows/:postId', valid('json', followSchema), async (c) =>
    c.json(await setFollowing(c.var.db, currentUser(c).id, postId(c), c.req.valid('json').following), 200),
  )
  // CripChat and the library's categories (decision 0041).
  .get('/releases', async (c) => c.json(await releaseFollowsOf(c.var.db, currentUser(c).id), 200))
  .put('/releases/podcast', valid('json', podcastFollowSchema), async (c) =>
    c.json(await setPodcastFollow(c.var.db, currentUser(c).id, c.req.valid('json').following), 200),
  )
  .put('/releases/category', valid('json', categoryFollowSchema), async (c) => {
    const { category, following } = c.req.valid('json');
    return c.json(await setCategoryFollow(c.var.db, currentUser(c).id, category, following), 200);
  });
