import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../platform/env';
import { siteOrigin } from '../../accounts/public';
import { notFound } from '../../lib/errors';
import { clientIp } from '../../lib/request';
import { idParam } from '../../lib/params';
import { valid } from '../../lib/validate';
import { MONTHLY_NOT_FOUND, monthlyChangeSchema } from '../../schemas/monthly-gifts';
import { changeMonthly, ofAddress, stopMonthly, updateCard } from '../services/monthly-manage';
import { MANAGE_LINK_GONE_MESSAGE, manageLinkSchema, type DonorGiving } from '../../schemas/donor-giving';
import { MANAGE_LINK_SENT_MESSAGE, requestManageLink } from '../services/donation-mails';
import { donorEmailOf } from '../services/donor-links';
import { givingToAddress, statementToAddress, statementYear } from '../services/giving';
import { requireMail } from '../../mail/public';
import { hitRateLimit } from '../../accounts/public';

/** The address the link in the path stands for, or 404 (expired, unknown or malformed). */
async function donorOf(c: Context<AppEnv>): Promise<string> {
  const email = await donorEmailOf(c.var.db, c.req.param('token') ?? '');
  if (!email) throw notFound(MANAGE_LINK_GONE_MESSAGE);
  return email;
}
const giftId = (c: Context<AppEnv>) => idParam(c, 'id', MONTHLY_NOT_FOUND);

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
    return c.json((await givingToAddress(c.var.db, await donorOf(c))) satisfies DonorGiving, 200);
  })
  .get('/manage/:token/statements/:year', async (c) => {
    const email = await donorOf(c);
    const year = statementYear(c.req.param('year'));
    return c.json(await statementToAddress(c.var.db, c.env, email, year), 200);
  })
  .post('/manage/:token/monthly/:id/stop', async (c) => {
    await stopMonthly(c.var.db, c.env, ofAddress(await donorOf(c)), giftId(c));
    return c.json({ ok: true as const }, 200);
  })
  .patch('/manage/:token/monthly/:id', valid('json', monthlyChangeSchema), async (c) => {
    await changeMonthly(c.var.db, c.env, ofAddress(await donorOf(c)), giftId(c), c.req.valid('json'));
    return c.json({ ok: true as const }, 200);
  })
  .post('/manage/:token/monthly/:id/card', async (c) => {
    const back = `${siteOrigin(c)}/donations/manage?token=${encodeURIComponent(c.req.param('token'))}`;
    return c.json(await updateCard(c.var.db, c.env, ofAddress(await donorOf(c)), giftId(c), back), 200);
  });
