import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env';
import { analyticsSummary } from '../services/cms-analytics';

/** /api/cms/analytics (editors; cms.ts guards the whole area). */
export const cmsAnalyticsRoutes = new Hono<AppEnv>().get('/summary', async (c) => c.json(await analyticsSummary(c.var.db), 200));
