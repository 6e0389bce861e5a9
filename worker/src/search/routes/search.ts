import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env';
import { currentUser, requireMember } from '../../accounts/public';
import { valid } from '../../lib/validate';
import { siteSearchQuerySchema } from '../../schemas/site-search';
import { searchSite } from '../services/site-search';

// One search for the whole portal (issue 20). Members only, like the content it searches; the
// answer depends on who asks (their blocks), so it is never shared through a cache.
export const searchRoutes = new Hono<AppEnv>()
  .use(requireMember)
  .get('/', valid('query', siteSearchQuerySchema), async (c) =>
    c.json(await searchSite(c.var.db, currentUser(c).id, c.req.valid('query')), 200),
  );
