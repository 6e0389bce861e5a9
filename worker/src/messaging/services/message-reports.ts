import { and, asc, desc, eq, gt, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import { conversationMembers, messageReactions, messageReports, messages, messagingSettings, users } from '../../db/schema';
import type { Env } from '../../platform/env';
import { notFound } from '../../lib/errors';
import type { CurrentUser } from '../../schemas/auth';
import type { ReportStatus } from '../../schemas/community';
import {
  REPORT_CONTEXT_MESSAGES,
  type MessageReportAction,
  type MessageReportView,
  type ReportContextMessage,
} from '../../schemas/message-safety';
import { auditInsert } from '../../cms/public';
import { publishRoomMessageUpdated, roomOfConversation } from './chat-live';
import type { Viewer } from '../../community/public';
import { MESSAGE_NOT_FOUND } from './messages';
import { suspendStatement, suspensionTarget } from './messaging-suspensions';
import { publishMessageUpdated } from './messages-live';
import { personColumns, toMessagingPerson } from './messages-people';

// Reports of private messages and the editors' queue (issue 16), beside the forum's reports
// (community-moderation.ts) and following them: one open report per member per message, a
// repeat answers the open one, and every editor's action is audited in the same batch.

/** The queue answers one page, as the forum's does; older reports stay in the table. */
const REPORTS_LIMIT = 200;

/**
 * A member reports a message of a conversation they can read (active, or holding it as a
 * request: a request's first message is where unwanted contact arrives). Anything else is 404,
 * so ids leak nothing.
 */
export async function createMessageReport(
  db: Db,
  viewer: Viewer,
  conversationId: number,
  messageId: number,
  input: { reason: string; details: string },
): Promise<{ id: number; created: boolean }> {
  const found = await db
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(
      conversationMembers,
      and(eq(conversationMembers.conversationId, messages.conversationId), eq(conversationMembers.userId, viewer.id)),
    )
    .where(
      and(
        eq(messages.id, messageId),
        eq(messages.conversationId, conversationId),
        inArray(conversationMembers.status, ['active', 'request']),
        sql`${messages.deletedAt} is null`,
      ),
    )
    .get();
  if (!found) throw notFound(MESSAGE_NOT_FOUND);
  return fileMessageReport(db, viewer.id, messageId, input);
}

/** Files a report of a message the caller has checked the member can read (a conversation's, or a chat room's). */
export async function fileMessageReport(
  db: Db,
  reporterId: number,
  messageId: number,
  input: { reason: string; details: string },
): Promise<{ id: number; created: boolean }> {
  const viewer = { id: reporterId };
  // The partial unique index refuses a second open report; DO NOTHING turns that into no row.
  const [row] = await db
    .insert(messageReports)
    .values({ messageId, reporterId: viewer.id, reason: input.reason, details: input.details })
    .onConflictDoNothing()
    .returning({ id: messageReports.id });
  if (row) return { id: row.id, created: true };
  const existing = await db
    .select({ id: messageReports.id })
    .from(messageReports)
    .where(and(eq(messageReports.messageId, messageId), eq(messageReports.reporterId, viewer.id), eq(messageReports.status, 'open')))
    .get();
  return { id: existing!.id, created: false };
}

const reporters = alias(users, 'reporter');
const senders = alias(users, 'sender');

const reporterColumns = {
  id: reporters.id,
  firstName: reporters.firstName,
  lastName: reporters.lastName,
  avatarKey: reporters.avatarKey,
  profileImageUrl: reporters.profileImageUrl,
};
const senderColumns = {
  id: senders.id,
  firstName: senders.firstName,
  lastName: senders.lastName,
  avatarKey: senders.avatarKey,
  profileImageUrl: senders.profileImageUrl,
};

type MessageRow = typeof messages.$inferSelect;
type SenderRow = Parameters<typeof toMessagingPerson>[0] | null;

const toContext = (m: MessageRow, sender: SenderRow, reported: boolean): ReportContextMessage => ({
  id: m.id,
  sender: sender ? toMessagingPerson(sender) : null,
  body: m.deletedAt ? '' : m.body,
  createdAt: m.createdAt,
  deleted: m.deletedAt !== null,
  reported,
});

type Around = { before: ReportContextMessage[]; after: ReportContextMessage[] };

/**
 * The messages either side of each reported one: 3 before and 3 after, in one batch of plain
 * selects (a D1 batch keys rows by column name, so a join's two "id" columns would collapse),
 * then their senders in one more read.
 */
async function contextOf(db: Db, reported: MessageRow[]): Promise<Map<number, Around>> {
  const around = new Map<number, Around>();
  if (reported.length === 0) return around;
  const query = (m: MessageRow, side: 'before' | 'after') =>
    db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, m.conversationId), side === 'before' ? lt(messages.id, m.id) : gt(messages.id, m.id)))
      .orderBy(side === 'before' ? desc(messages.id) : asc(messages.id))
      .limit(REPORT_CONTEXT_MESSAGES);
  const [first, ...rest] = reported.flatMap((m) => [query(m, 'before'), query(m, 'after')]);
  const results = await db.batch([first!, ...rest]);
  const senderIds = [...new Set(results.flat().flatMap((m) => (m.senderId === null ? [] : [m.senderId])))];
  const people = new Map(
    senderIds.length === 0
      ? []
      : (await db.select(personColumns).from(users).where(inArray(users.id, senderIds))).map((u) => [u.id, u] as const),
  );
  const shown = (rows: MessageRow[]) => rows.map((m) => toContext(m, people.get(m.senderId ?? 0) ?? null, false));
  reported.forEach((m, i) => around.set(m.id, { before: shown(results[2 * i]!).reverse(), after: shown(results[2 * i + 1]!) }));
  return around;
}

async function selectReports(db: Db, where: SQL, limit: number): Promise<MessageReportView[]> {
  const rows = await db
    .select({
      report: messageReports,
      message: messages,
      reporter: reporterColumns,
      sender: senderColumns,
      suspendedAt: messagingSettings.messagingSuspendedAt,
    })
    .from(messageReports)
    .innerJoin(messages, eq(messages.id, messageReports.messageId))
    .innerJoin(reporters, eq(reporters.id, messageReports.reporterId))
    .leftJoin(senders, eq(senders.id, messages.senderId))
    .leftJoin(messagingSettings, eq(messagingSettings.userId, messages.senderId))
    .where(where)
    .orderBy(desc(messageReports.createdAt), desc(messageReports.id))
    .limit(limit);
  // Several reports of one message share its context: read it once.
  const distinct = [...new Map(rows.map((r) => [r.message.id, r.message])).values()];
  const around = await contextOf(db, distinct);
  return rows.map(({ report, message, reporter, sender, suspendedAt }) => {
    const reported = toContext(message, sender, true);
    const { before, after } = around.get(message.id)!;
    return {
      id: report.id,
      reason: report.reason,
      details: report.details,
      status: report.status,
      createdAt: report.createdAt,
      resolvedAt: report.resolvedAt,
      // Editors see members as members see each other: names, never addresses (decision 0003).
      reporter: toMessagingPerson(reporter),
      conversationId: message.conversationId,
      message: reported,
      senderSuspended: suspendedAt !== null,
      context: [...before, reported, ...after],
    };
  });
}

/** Editors' queue of reported messages, newest first. */
export const listMessageReports = (db: Db, status: ReportStatus) => selectReports(db, eq(messageReports.status, status), REPORTS_LIMIT);

/**
 * An editor acts on a report: dismiss it; remove the message (its words and reactions go, as
 * when the sender deletes it, and every open report of it is resolved); or remove it and suspend the sender's
 * messaging. Checks come first and the changes and their audit entries commit in one batch.
 */
export async function actOnMessageReport(
  db: Db,
  env: Env,
  actor: CurrentUser,
  id: number,
  action: MessageReportAction,
  now = new Date(),
): Promise<MessageReportView> {
  const found = await db
    .select({ report: messageReports, message: messages })
    .from(messageReports)
    .innerJoin(messages, eq(messages.id, messageReports.messageId))
    .where(eq(messageReports.id, id))
    .get();
  if (!found) throw notFound('Report not found');
  const { report, message } = found;
  const at = now.toISOString();
  const senderId = message.senderId;
  // Checked before anything changes: an editor cannot suspend another editor, nor anyone themselves.
  const suspending = action === 'remove-and-suspend' && senderId !== null;
  if (suspending) await suspensionTarget(db, actor, senderId);

  if (action === 'dismiss') {
    await db.batch([
      db.update(messageReports).set({ status: 'dismissed', resolvedBy: actor.id, resolvedAt: at }).where(eq(messageReports.id, id)),
      auditInsert(db, actor, {
        action: 'moderate',
        entity: 'message-report',
        entityId: id,
        summary: `Dismissed message report ${id} (${report.reason})`,
      }),
    ]);
  } else {
    await db.batch([
      db
        .update(messages)
        .set({ body: '', deletedAt: sql`coalesce(${messages.deletedAt}, ${at})` })
        .where(eq(messages.id, message.id)),
      db.delete(messageReactions).where(eq(messageReactions.messageId, message.id)),
      db
        .update(messageReports)
        .set({ status: 'resolved', resolvedBy: actor.id, resolvedAt: at })
        .where(and(eq(messageReports.messageId, message.id), sql`(${messageReports.status} = 'open' or ${messageReports.id} = ${id})`)),
      auditInsert(db, actor, {
        action: 'moderate',
        entity: 'message',
        entityId: message.id,
        summary: `Removed message ${message.id} in conversation ${message.conversationId} (report ${id}: ${report.reason})`,
      }),
      ...(suspending
        ? [
            suspendStatement(db, actor, senderId, at),
            auditInsert(db, actor, {
              action: 'moderate',
              entity: 'member',
              entityId: senderId,
              summary: `Suspended the messaging of member ${senderId} (report ${id}: ${report.reason})`,
            }),
          ]
        : []),
    ]);
    // Told as the sender's own delete is, to everyone who sees the message (the reporter among them).
    if (!message.deletedAt) {
      await publishMessageUpdated(db, env, message, report.reporterId, { countsChange: true });
      // A chat room's message (decision 0027) is told to everyone with the room open.
      const roomId = await roomOfConversation(db, message.conversationId);
      if (roomId !== null) await publishRoomMessageUpdated(db, env, roomId, message.id);
    }
  }
  const [view] = await selectReports(db, eq(messageReports.id, id), 1);
  return view!;
}
