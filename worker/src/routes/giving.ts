import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { currentUser, requireMember } from '../lib/auth';
import { notFound } from '../lib/errors';
import { isStatementYear, NO_STATEMENT_MESSAGE } from '../schemas/giving';
import { givingOf, statementOf } from '../services/giving';

/** "Your giving" (/api/account/giving): the signed-in member's own gifts; the member comes from the session. */
export const givingRoutes = new Hono<AppEnv>()
  .use(requireMember)
  .get('/', async (c) => c.json(await givingOf(c.var.db, currentUser(c).id), 200))
  .get('/statements/:year', async (c) => {
    const year = Number(c.req.param('year'));
    if (!/^\d{4}$/.test(c.req.param('year')) || !isStatementYear(year)) throw notFound(NO_STATEMENT_MESSAGE);
    return c.json(await statementOf(c.var.db, c.env, currentUser(c).id, year), 200);
  });
