import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env';
import { currentUser, requireRole, siteOrigin } from '../../accounts/public';
import { log, requestFields } from '../../lib/log';
import { idParam } from '../../lib/params';
import { valid } from '../../lib/validate';
import { levelChoiceSchema, roleChangeSchema } from '../../schemas/members-admin';
import { adminListQuerySchema } from '../../schemas/paging';
import { suspensionSchema } from '../../schemas/standing';
import { changeLevel } from '../../accounts/public';
import { liftSuspension, suspendMember } from '../../accounts/public';
import { changeRole, listMembers, revokeMemberSessions } from '../services/members-admin';

const requireAdmin = requireRole('admin');
const memberId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'id', 'Member not found');

/**
 * /api/cms/members (behind the CMS guard: editors and admins). Editors see the list without
 * addresses and suspend members (decision 0020); admins also see addresses, sign members out,
 * and change roles and levels. Who may act on whom is the services' rule.
 */
export const cmsMemberRoutes = new Hono<AppEnv>()
  .get('/', valid('query', adminListQuerySchema), async (c) =>
    c.json(await listMembers(c.var.db, currentUser(c), c.req.valid('query')), 200),
  )
  .delete('/:id/sessions', requireAdmin, async (c) => {
    const admin = currentUser(c);
    const id = memberId(c);
    const result = await revokeMemberSessions(c.var.db, c.env, admin, id);
    log('info', 'admin.sessions_revoked', { ...requestFields(c), adminId: admin.id, memberId: id, revoked: result.revoked });
    return c.json(result, 200);
  })
  .patch('/:id/role', requireAdmin, valid('json', roleChangeSchema), async (c) => {
    const admin = currentUser(c);
    const result = await changeRole(c.var.db, c.env, admin, memberId(c), c.req.valid('json').role, siteOrigin(c));
    log('info', 'admin.role_changed', { ...requestFields(c), adminId: admin.id, memberId: result.id, role: result.role });
    return c.json(result, 200);
  })
  .patch('/:id/level', requireAdmin, valid('json', levelChoiceSchema), async (c) =>
    c.json(await changeLevel(c.var.db, currentUser(c), memberId(c), c.req.valid('json').level), 200),
  )
  .put('/:id/suspension', valid('json', suspensionSchema), async (c) => {
    const actor = currentUser(c);
    const result = await suspendMember(c.var.db, c.env, actor, memberId(c), c.req.valid('json'), siteOrigin(c));
    log('info', 'staff.member_suspended', { ...requestFields(c), actorId: actor.id, memberId: result.id });
    return c.json(result, 200);
  })
  .delete('/:id/suspension', async (c) => {
    const actor = currentUser(c);
    const result = await liftSuspension(c.var.db, c.env, actor, memberId(c), siteOrigin(c));
    log('info', 'staff.suspension_lifted', { ...requestFields(c), actorId: actor.id, memberId: result.id });
    return c.json(result, 200);
  });
