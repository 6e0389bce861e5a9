import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { siteOrigin } from '../lib/auth';
import { notFound } from '../lib/errors';
import { clientIp } from '../lib/request';
import { valid } from '../lib/validate';
import { MANAGE_LINK_GONE_MESSAGE, manageLinkSchema, type DonorGiving } from '../schemas/donor-giving';
import { MANAGE_LINK_SENT_MESSAGE, requestManageLink } from '../services/donation-mails';
import { donorEmailOf } from '../services/donor-links';
import { giftsToAddress } from '../services/giving';
import { requireMail } from '../services/mail';
import { hitRateLimit } from '../services/rate-limits';

/** "Manage your giving" for donors with no account: the link is the proof of the address. */
export const donorGivingRoutes = new Hono<AppEnv>()
  .post('/manage-link', valid('json', manageLinkSchema), async (c) => {
    requireMail(c.env);
    await hitRateLimit(c.var.db, `manage-link-ip:${clientIp(c)}`, {
      limit: 10,
      windowSeconds: 3600,
      message: 'You have asked for several links in the last hour. Please check your inbox, or try again later.',
    });
    await requestManageLink(c.var.db, c.env, c.req.valid('json').email, siteOrigin(c));
    return c.json({ message: MANAGE_LINK_SENT_MESSAGE }, 202);
  })
  .get('/manage/:token', async (c) => {
    const email = await donorEmailOf(c.var.db, c.req.param('token'));
    if (!email) throw notFound(MANAGE_LINK_GONE_MESSAGE);
    return c.json({ email, gifts: await giftsToAddress(c.var.db, email) } satisfies DonorGiving, 200);
  });
