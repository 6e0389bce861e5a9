import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { currentUser, requireRole } from '../lib/auth';
import { log, requestFields } from '../lib/log';
import { idParam } from '../lib/params';
import { valid } from '../lib/validate';
import { adminListQuerySchema } from '../schemas/paging';
import { listMembers, revokeMemberSessions } from '../services/members-admin';

/** /api/cms/members: admins only (on top of the CMS guard), since it shows every member's email. */
export const cmsMemberRoutes = new Hono<AppEnv>()
  .use(requireRole('admin'))
  .get('/', valid('query', adminListQuerySchema), async (c) => c.json(await listMembers(c.var.db, c.req.valid('query')), 200))
  .delete('/:id/sessions', async (c) => {
    const admin = currentUser(c);
    const memberId = idParam(c, 'id', 'Member not found');
    const result = await revokeMemberSessions(c.var.db, admin, memberId);
    log('info', 'admin.sessions_revoked', { ...requestFields(c), adminId: admin.id, memberId, revoked: result.revoked });
    return c.json(result, 200);
  });
