import * as v from 'valibot';
import type { ReportStatus } from './community';
import type { MessagingPerson } from './messages';

/**
 * The safety tools of private messages (issue 16): blocks, reports of messages, and the editors'
 * queue that removes them and suspends messaging. The report form itself is messageReportSchema
 * in schemas/messages.ts.
 */

export const BLOCK_SELF_MESSAGE = 'You cannot block yourself.';
export const REPORT_SENT_MESSAGE = 'Report sent. Thank you — an editor will look at it.';
export const MESSAGING_NOT_SUSPENDED_MESSAGE = "This member's messaging is not suspended.";

export const MESSAGE_REPORT_ACTIONS = ['dismiss', 'remove', 'remove-and-suspend'] as const;
export type MessageReportAction = (typeof MESSAGE_REPORT_ACTIONS)[number];

export const messageReportActionSchema = v.object({
  action: v.picklist(MESSAGE_REPORT_ACTIONS, 'action must be dismiss, remove or remove-and-suspend'),
});

/** How many messages the queue shows on each side of the reported one. */
export const REPORT_CONTEXT_MESSAGES = 3;

/** A message as editors see it in the queue; `reported` marks the one the report is about. */
export type ReportContextMessage = {
  id: number;
  sender: MessagingPerson | null;
  body: string;
  createdAt: string;
  deleted: boolean;
  reported: boolean;
};

export type MessageReportView = {
  id: number;
  reason: string;
  details: string;
  status: ReportStatus;
  createdAt: string;
  resolvedAt: string | null;
  reporter: MessagingPerson;
  conversationId: number;
  message: ReportContextMessage;
  /** Whether the sender's messaging is suspended now. */
  senderSuspended: boolean;
  /** Up to 3 messages before the reported one, the reported one, and up to 3 after, oldest first. */
  context: ReportContextMessage[];
};

/** A member whose messaging an editor suspended, for the list that lifts it. */
export type MessagingSuspension = { member: MessagingPerson; suspendedAt: string; suspendedBy: string | null };
