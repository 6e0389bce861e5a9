import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env';
import { currentUser, requireMember } from '../../accounts/public';
import { idParam } from '../../lib/params';
import { valid } from '../../lib/validate';
import { reportsQuerySchema } from '../../schemas/community';
import { messageReportActionSchema } from '../../schemas/message-safety';
import { messageReportSchema } from '../../schemas/messages';
import { blockMember, listBlocks, unblockMember } from '../services/member-blocks';
import { actOnMessageReport, createMessageReport, listMessageReports } from '../services/message-reports';
import { liftMessagingSuspension, listMessagingSuspensions } from '../services/messaging-suspensions';

const memberId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'memberId', 'Member not found');

/**
 * The safety tools of private messages (issue 16), under /api/messages: a member's blocks, and
 * reporting a message. Reporting stays open to a suspended member (telling editors about harm
 * never waits), as the forum's reports do. The rules live in services/member-blocks.ts and
 * services/message-reports.ts. Each route carries its own guard: this app shares /api/messages
 * with the messages API, and a guard by `.use` here would run for its paths too.
 */
export const messageSafetyRoutes = new Hono<AppEnv>()
  .get('/blocks', requireMember, async (c) => c.json(await listBlocks(c.var.db, currentUser(c).id), 200))
  .put('/blocks/:memberId', requireMember, async (c) => c.json(await blockMember(c.var.db, currentUser(c).id, memberId(c)), 200))
  .delete('/blocks/:memberId', requireMember, async (c) => c.json(await unblockMember(c.var.db, currentUser(c).id, memberId(c)), 200))
  .post('/conversations/:id/messages/:messageId/report', requireMember, valid('json', messageReportSchema), async (c) => {
    const conversationId = idParam(c, 'id', 'Message not found');
    const messageId = idParam(c, 'messageId', 'Message not found');
    const { id, created } = await createMessageReport(c.var.db, currentUser(c), conversationId, messageId, c.req.valid('json'));
    return c.json({ id }, created ? 201 : 200);
  });

/**
 * The editors' side, under /api/cms (its guard: editors and admins, members 403): the queue of
 * reported messages and its actions, and the members whose messaging is suspended.
 */
export const cmsMessageSafetyRoutes = new Hono<AppEnv>()
  .get('/message-reports', valid('query', reportsQuerySchema), async (c) =>
    c.json(await listMessageReports(c.var.db, c.req.valid('query').status), 200),
  )
  .patch('/message-reports/:id', valid('json', messageReportActionSchema), async (c) =>
    c.json(
      await actOnMessageReport(c.var.db, c.env, currentUser(c), idParam(c, 'id', 'Report not found'), c.req.valid('json').action),
      200,
    ),
  )
  .get('/messaging-suspensions', async (c) => c.json(await listMessagingSuspensions(c.var.db), 200))
  .delete('/members/:memberId/messaging-suspension', async (c) =>
    c.json(await liftMessagingSuspension(c.var.db, currentUser(c), memberId(c)), 200),
  );
