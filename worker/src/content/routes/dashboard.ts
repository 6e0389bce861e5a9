import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env';
import { requireMember } from '../../accounts/public';
import { dashboardSummary } from '../services/dashboard';

export const dashboardRoutes = new Hono<AppEnv>()
  .use(requireMember)
  .get('/summary', async (c) => c.json(await dashboardSummary(c.var.db), 200));
