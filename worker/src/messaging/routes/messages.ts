import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import type { AppEnv } from '../../platform/env';
import {
  checksSessionInBatch,
  currentUser,
  refuseSuspended,
  requireMember,
  requireVerifiedToMessage,
  setSessionCookie,
  settleClaim,
  siteOrigin,
} from '../../accounts/public';
import { unauthorized } from '../../lib/errors';
import { idParam } from '../../lib/params';
import { valid, validJsonOrNull } from '../../lib/validate';
import {
  editMessageSchema,
  historyQuerySchema,
  inboxQuerySchema,
  messagingSettingsSchema,
  reactionSchema,
  readMarkSchema,
  sendMessageSchema,
  startConversationSchema,
} from '../../schemas/messages';
import { searchQuerySchema } from '../../schemas/paging';
import { getConversation } from '../services/conversation-detail';
import { CONVERSATION_NOT_FOUND, listConversations, unreadCounts } from '../services/conversations';
import { acceptConversation, announceTyping, declineConversation, leaveConversation, markRead } from '../services/conversations-membership';
import { searchMembers, startConversation } from '../services/conversations-start';
import { listMessages, MESSAGE_NOT_FOUND } from '../services/messages';
import { deleteMessage, editMessage, toggleReaction } from '../services/messages-change';
import { sendMessage } from '../services/messages-send';
import type { Sent } from '../services/messages-store';
import { getSettings, updateSettings } from '../services/messaging-settings';
import { deliverNotifications } from '../../notifications/public';
import { toCurrentUser } from '../../accounts/public';

const conversationId = (c: Context<AppEnv>) => idParam(c, 'id', CONVERSATION_NOT_FOUND);
const messageId = (c: Context<AppEnv>) => idParam(c, 'messageId', MESSAGE_NOT_FOUND);

/**
 * A send goes on to the one send function when it has its claim (loadUser gives this route one
 * for a session this isolate has seen, or has just looked up) and a body the schema takes. A body
 * the schema refuses goes the usual way: the session looked up, then the guards, then the
 * validator, so every refusal reads as it always has.
 */
const sendableOrRefused: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.var.sessionClaim && (await validJsonOrNull(c, sendMessageSchema))) return next();
  await settleClaim(c);
  return refusedSendGuards(c, next);
};
const refusedSendGuards = every(requireVerifiedToMessage, refuseSuspended);

/** requireMember, except for a claimed send (loadUser gives a claim only to a route that checksSessionInBatch), which answers 401 itself when its session has ended. */
const requireMemberOrClaim: MiddlewareHandler<AppEnv> = async (c, next) => (c.var.sessionClaim ? next() : requireMember(c, next));

/** 201 with the stored message (200 for a repeated clientId), once the mails for anyone it notified are queued. */
async function answerSent(c: Context<AppEnv>, sent: Sent) {
  // The live events went out with the message (publishStored); only mails are left.
  await deliverNotifications(c.env, c.var.db, sent.reached ?? [], siteOrigin(c), { told: true });
  return c.json(sent.message, sent.created ? 201 : 200);
}

/**
 * Private messages (docs/decisions/0024-messages-and-live-channels.md), for signed-in members.
 * Sending and starting wait for a confirmed address and are refused while suspended (decision
 * 0020), as posting is; so is editing and "typing". Reading, reactions, deleting one's own
 * words, answering requests and leaving stay open. Every /conversations/:id route is 404 to a
 * member who is not in it. The rules live in the conversations and messages services.
 */
export const messageRoutes = new Hono<AppEnv>()
  .use(requireMemberOrClaim)
  .get('/conversations', valid('query', inboxQuerySchema), async (c) =>
    c.json(await listConversations(c.var.db, currentUser(c).id, c.req.valid('query')), 200),
  )
  .post('/conversations', requireVerifiedToMessage, refuseSuspended, valid('json', startConversationSchema), async (c) => {
    const started = await startConversation(c.var.db, c.env, currentUser(c), c.req.valid('json'));
    // The live events went out with the message (publishStored); only mails are left.
    await deliverNotifications(c.env, c.var.db, started.reached ?? [], siteOrigin(c), { told: true });
    return c.json({ conversation: started.conversation, message: started.message }, started.created ? 201 : 200);
  })
  .get('/conversations/:id', async (c) => c.json(await getConversation(c.var.db, currentUser(c), conversationId(c)), 200))
  .get('/conversations/:id/messages', valid('query', historyQuerySchema), async (c) =>
    c.json(await listMessages(c.var.db, currentUser(c).id, conversationId(c), c.req.valid('query')), 200),
  )
  .post('/conversations/:id/messages', checksSessionInBatch, sendableOrRefused, valid('json', sendMessageSchema), async (c) => {
    // The session, its standing and the limit are checked, counted and stored in one batch.
    const claim = c.var.sessionClaim;
    if (!claim) throw unauthorized();
    const sent = await sendMessage(c.var.db, c.env, claim, conversationId(c), c.req.valid('json'), (member, renewedUntil) => {
      // Once the session holds, the request knows its member (the staff log reads it) and sends
      // the extended cookie, even if the send is refused.
      c.set('user', toCurrentUser(member));
      if (renewedUntil) setSessionCookie(c, claim.token, renewedUntil);
    });
    return answerSent(c, sent);
  })
  .patch('/conversations/:id/messages/:messageId', refuseSuspended, valid('json', editMessageSchema), async (c) =>
    c.json(await editMessage(c.var.db, c.env, currentUser(c).id, conversationId(c), messageId(c), c.req.valid('json').body), 200),
  )
  .delete('/conversations/:id/messages/:messageId', async (c) =>
    c.json(await deleteMessage(c.var.db, c.env, currentUser(c).id, conversationId(c), messageId(c)), 200),
  )
  .post('/conversations/:id/messages/:messageId/reactions', valid('json', reactionSchema), async (c) =>
    c.json(await toggleReaction(c.var.db, c.env, currentUser(c).id, conversationId(c), messageId(c), c.req.valid('json').reaction), 200),
  )
  .post('/conversations/:id/read', valid('json', readMarkSchema), async (c) =>
    c.json(await markRead(c.var.db, c.env, currentUser(c).id, conversationId(c), c.req.valid('json').lastReadMessageId), 200),
  )
  .post('/conversations/:id/accept', async (c) =>
    c.json(await acceptConversation(c.var.db, c.env, currentUser(c).id, conversationId(c)), 200),
  )
  .post('/conversations/:id/decline', async (c) =>
    c.json(await declineConversation(c.var.db, c.env, currentUser(c).id, conversationId(c)), 200),
  )
  .post('/conversations/:id/leave', async (c) =>
    c.json(await leaveConversation(c.var.db, c.env, currentUser(c).id, conversationId(c)), 200),
  )
  .post('/conversations/:id/typing', refuseSuspended, async (c) =>
    c.json(await announceTyping(c.var.db, c.env, currentUser(c), conversationId(c)), 200),
  )
  .get('/unread', async (c) => c.json(await unreadCounts(c.var.db, currentUser(c).id), 200))
  .get('/members', valid('query', searchQuerySchema), async (c) =>
    c.json(await searchMembers(c.var.db, currentUser(c).id, c.req.valid('query').q), 200),
  )
  .get('/settings', async (c) => c.json(await getSettings(c.var.db, currentUser(c).id), 200))
  .patch('/settings', valid('json', messagingSettingsSchema), async (c) =>
    c.json(await updateSettings(c.var.db, currentUser(c).id, c.req.valid('json')), 200),
  );
