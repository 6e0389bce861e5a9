import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../platform/env';
import { currentUser, requireMember, siteOrigin } from '../../accounts/public';
import { idParam } from '../../lib/params';
import { valid } from '../../lib/validate';
import { MONTHLY_NOT_FOUND, monthlyChangeSchema } from '../../schemas/monthly-gifts';
import { givingOf, memberOwner, statementOf, statementYear } from '../services/giving';
import { changeMonthly, stopMonthly, updateCard } from '../services/monthly-manage';

const giftId = (c: Context<AppEnv>) => idParam(c, 'id', MONTHLY_NOT_FOUND);

/** "Your giving" (/api/account/giving): the signed-in member's own gifts and monthly gifts; the member comes from the session. */
export const givingRoutes = new Hono<AppEnv>()
  .use(requireMember)
  .get('/', async (c) => c.json(await givingOf(c.var.db, currentUser(c).id), 200))
  .post('/monthly/:id/stop', async (c) => {
    await stopMonthly(c.var.db, c.env, await memberOwner(c.var.db, currentUser(c).id), giftId(c));
    return c.json({ ok: true as const }, 200);
  })
  .patch('/monthly/:id', valid('json', monthlyChangeSchema), async (c) => {
    await changeMonthly(c.var.db, c.env, await memberOwner(c.var.db, currentUser(c).id), giftId(c), c.req.valid('json'));
    return c.json({ ok: true as const }, 200);
  })
  .post('/monthly/:id/card', async (c) => {
    const owner = await memberOwner(c.var.db, currentUser(c).id);
    return c.json(await updateCard(c.var.db, c.env, owner, giftId(c), `${siteOrigin(c)}/account`), 200);
  })
  .get('/statements/:year', async (c) => {
    return c.json(await statementOf(c.var.db, c.env, currentUser(c).id, statementYear(c.req.param('year'))), 200);
  });
