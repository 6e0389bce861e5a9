import { Hono } from 'hono';
import { cmsChatRoutes } from './cms-chat';
import type { AppEnv } from '../../platform/env';
import { requireEditor, requireRole } from '../../accounts/public';
import { valid } from '../../lib/validate';
import { pageQuerySchema } from '../../schemas/paging';
import { listAudit } from '../services/audit';
import { cmsAnalyticsRoutes } from './cms-analytics';
import { cmsContentRoutes } from './cms-content';
import { cmsFormRoutes } from './cms-forms';
import { cmsMediaRoutes } from './cms-media';
import { cmsMailRoutes } from './cms-mail';
import { cmsLevelRoutes } from './cms-levels';
import { cmsTrustRoutes } from './cms-trust';
import { cmsMemberRoutes } from './cms-members';
// The one crossing of routes: the queue of reported messages is messaging's, shown under CMS
// Admin. Not through messaging's public module: a public module holds no routes, whose
// middleware runs as the module loads and would then depend on the order the areas load in.
// eslint-disable-next-line no-restricted-imports
import { cmsMessageSafetyRoutes } from '../../messaging/routes/message-safety';
import { cmsMenuRoutes } from './cms-menus';
import { cmsPageRoutes } from './cms-pages';
import { cmsRedirectRoutes } from './cms-redirects';
import { cmsTemplateRoutes } from './cms-templates';

/**
 * /api/cms: the site's administration. Signed out is 401 and members get 403 on every route;
 * editors and admins manage everything, and only admins read the audit log.
 */
export const cmsRoutes = new Hono<AppEnv>()
  .use(requireEditor)
  .route('/analytics', cmsAnalyticsRoutes)
  .route('/pages', cmsPageRoutes)
  .route('/templates', cmsTemplateRoutes)
  .route('/forms', cmsFormRoutes)
  .route('/menus', cmsMenuRoutes)
  .route('/redirects', cmsRedirectRoutes)
  .route('/media', cmsMediaRoutes)
  .route('/members', cmsMemberRoutes)
  .route('/members', cmsTrustRoutes)
  .route('/membership-levels', cmsLevelRoutes)
  .route('/mail-failures', cmsMailRoutes)
  .route('/chat-rooms', cmsChatRoutes)
  .route('/', cmsMessageSafetyRoutes)
  .route('/', cmsContentRoutes)
  .get('/audit', requireRole('admin'), valid('query', pageQuerySchema), async (c) =>
    c.json(await listAudit(c.var.db, c.req.valid('query')), 200),
  );
