import { eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import * as v from 'valibot';
import type { Db } from '../db/client';
import { notifications, users } from '../db/schema';
import type { Env } from '../platform/env';
import { ApiError } from '../lib/errors';
import { log } from '../lib/log';
import { commentSchema } from '../schemas/community';
import { activeSuspension } from '../schemas/standing';
import { createComment } from '../community/public';
import { deliverNotifications } from '../notifications/public';
import { checkReplyAddress, parseReplyAddress, REPLYABLE } from './reply-address';
import { replyText } from './reply-text';

/**
 * What the sender is told when their reply is not posted: the words of the bounce Email
 * Routing sends back (setReject), so a member who replied by email learns why, in their inbox.
 */
export const REPLY_REFUSED = {
  address: 'This address does not take replies. Open the discussion on the website to reply.',
  sender: 'Replies must come from the address the notification was sent to.',
  standing: 'Your account cannot post right now. Sign in to the website to see why.',
  gone: 'This discussion is no longer open for replies.',
} as const;

/** The parts of Email Routing's ForwardableEmailMessage the handler uses (tests pass their own). */
export type IncomingEmail = {
  from: string;
  to: string;
  raw: ReadableStream<Uint8Array> | ArrayBuffer | string;
  setReject(reason: string): void | Promise<void>;
};

/**
 * Reply by email (docs/decisions/0036-reply-by-email.md): a reply to a reply or mention email is
 * posted as a comment in that discussion, as the member, with the same rules as the website's
 * form (confirmed, not suspended, the comment's limits); quoted text and signatures are cut.
 * Anything else is refused with a reason the sender receives.
 */
export async function receiveReply(env: Env, db: Db, message: IncomingEmail): Promise<{ posted: number } | { refused: string }> {
  const refuse = async (reason: string) => {
    // Awaited: locally (Miniflare) setReject is a call back to the runtime that must finish before the handler returns.
    await (message.setReject(reason) as unknown);
    log('info', 'email.reply_refused', { reason });
    return { refused: reason };
  };
  const address = parseReplyAddress(env, message.to);
  if (!address) return refuse(REPLY_REFUSED.address);
  const row = await db
    .select({
      userId: notifications.userId,
      kind: notifications.kind,
      postId: notifications.postId,
      email: users.email,
      role: users.role,
      verified: users.emailVerifiedAt,
      suspendedAt: users.suspendedAt,
      suspendedUntil: users.suspendedUntil,
      suspensionReason: users.suspensionReason,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notifications.id, address.notificationId))
    .get();
  if (!row || !(await checkReplyAddress(env, address.notificationId, row.userId, address.signature))) return refuse(REPLY_REFUSED.address);
  if (message.from.trim().toLowerCase() !== row.email.toLowerCase()) return refuse(REPLY_REFUSED.sender);
  if (!row.verified || activeSuspension(row)) return refuse(REPLY_REFUSED.standing);
  if (!REPLYABLE.includes(row.kind) || row.postId === null) return refuse(REPLY_REFUSED.address);

  const parsed = await PostalMime.parse(message.raw);
  const text = parsed.text ?? (parsed.html ?? '').replace(/<[^>]*>/g, ' ');
  const input = v.safeParse(commentSchema, { content: replyText(text) });
  if (!input.success) return refuse(`Your reply was not posted: ${input.issues[0].message}.`);
  try {
    const { comment, reached } = await createComment(db, { id: row.userId, role: row.role }, row.postId, input.output);
    const origin = env.SITE_URL?.replace(/\/+$/, '') ?? `https://${env.REPLY_DOMAIN}`;
    await deliverNotifications(env, db, reached, origin);
    log('info', 'email.reply_posted', { commentId: comment.id });
    return { posted: comment.id };
  } catch (error) {
    if (error instanceof ApiError) return refuse(error.status === 404 ? REPLY_REFUSED.gone : `Your reply was not posted: ${error.message}`);
    throw error;
  }
}
