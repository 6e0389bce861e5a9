import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env';
import { currentUser } from '../../accounts/public';
import { idParam } from '../../lib/params';
import { valid } from '../../lib/validate';
import { trustLevelChoiceSchema } from '../../schemas/trust';
import { clearTrustLevel, memberTrustStatus, setTrustLevel } from '../../community/public';

const memberId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'id', 'Member not found');

/**
 * /api/cms/members/:id/trust-level (behind the CMS guard: editors and admins): a member's trust
 * level, set by hand over the computed one, or cleared back to it (decision 0034).
 */
export const cmsTrustRoutes = new Hono<AppEnv>()
  .get('/:id/trust-level', async (c) => c.json(await memberTrustStatus(c.var.db, memberId(c)), 200))
  .put('/:id/trust-level', valid('json', trustLevelChoiceSchema), async (c) =>
    c.json(await setTrustLevel(c.var.db, currentUser(c), memberId(c), c.req.valid('json').level), 200),
  )
  .delete('/:id/trust-level', async (c) => c.json(await clearTrustLevel(c.var.db, currentUser(c), memberId(c)), 200));
