import * as v from 'valibot';
import { REPORT_REASONS } from './community';

/**
 * Private messages (docs/decisions/0024-messages-and-live-channels.md): the rules and the words
 * members see, shared by the compose box and the worker, and the shapes the API answers with.
 */

export const MESSAGE_MAX_LENGTH = 2000;
/** A conversation has 2 to 10 members: the starter and 1 to 9 others. */
export const CONVERSATION_MAX_MEMBERS = 10;
export const CONVERSATION_TITLE_MAX_LENGTH = 80;
/** A message can be edited for 15 minutes after it was sent. */
export const EDIT_WINDOW_MINUTES = 15;
/** Messages per page of history ("Load earlier messages"); conversations per page of the inbox. */
export const MESSAGES_PAGE_SIZE = 30;
export const CONVERSATIONS_PAGE_SIZE = 20;

/** Rate limits, in the forum's 429 style (services/rate-limits.ts). */
export const MESSAGE_RATE_LIMIT = {
  limit: 30,
  windowSeconds: 60,
  message: 'You are sending messages too quickly. Please wait a minute and try again.',
};
export const CONVERSATION_RATE_LIMIT = {
  limit: 20,
  windowSeconds: 24 * 60 * 60,
  message: 'You have started 20 conversations today. Please try again tomorrow.',
};

/**
 * Safety answers. A blocked sender is answered exactly as if the request had been declined: the
 * message is stored as sent, and their side of the conversation says "Not delivered" only.
 */
export const NOT_DELIVERED_LABEL = 'Not delivered';
export const NOT_TAKING_MESSAGES = 'This member is not taking new messages.';
export const MESSAGING_SUSPENDED_MESSAGE = 'Your messaging has been suspended by the editors. You can still read your conversations.';
export const MESSAGE_DELETED_LABEL = 'Message deleted';

export const MEMBERSHIP_STATUSES = ['active', 'request', 'declined', 'left'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export const WHO_MAY_MESSAGE = ['anyone', 'talked', 'nobody'] as const;
export type WhoMayMessage = (typeof WHO_MAY_MESSAGE)[number];
export const WHO_MAY_MESSAGE_LABELS: Record<WhoMayMessage, string> = {
  anyone: 'Anyone',
  talked: 'Only members I have talked with',
  nobody: 'Nobody',
};

/** Which new messages the screen reader hears: all, only mentions and private messages, or none. */
export const ANNOUNCE_MODES = ['all', 'mentions', 'none'] as const;
export type AnnounceMode = (typeof ANNOUNCE_MODES)[number];

/** Reactions are words first; the emoji is decoration and is hidden from screen readers. */
export const REACTIONS = ['Thank you', 'Agree', 'Love this', 'Hug', 'Made me laugh'] as const;
export type Reaction = (typeof REACTIONS)[number];

export const QUICK_PHRASE_MAX = 12;
export const QUICK_PHRASE_MAX_LENGTH = 200;
export const DEFAULT_QUICK_PHRASES = ['Thank you', 'Yes', 'No', 'I need a moment', 'Can you say that another way?'];

/** The compose box and every message written: 1 to 2,000 characters after trimming. */
export const messageBodySchema = v.pipe(
  v.string('Message cannot be empty'),
  v.trim(),
  v.minLength(1, 'Message cannot be empty'),
  v.maxLength(MESSAGE_MAX_LENGTH, `Message must be less than ${MESSAGE_MAX_LENGTH} characters`),
);

/** Made by the sender's browser (crypto.randomUUID()); the same id sent twice stores one message. */
export const clientIdSchema = v.pipe(
  v.string('clientId is required'),
  v.regex(/^[A-Za-z0-9-]{8,64}$/, 'clientId must be 8 to 64 letters, digits or dashes'),
);

/** Only a conversation of more than two members has a name (a two-person one is named by the other member). */
export const TITLE_NEEDS_GROUP = 'Only a conversation with more than two members can have a name';
export const EDIT_WINDOW_PASSED = `Messages can be changed for ${EDIT_WINDOW_MINUTES} minutes after they are sent. This one can no longer be changed.`;
export const ACCEPT_TO_REPLY = 'Accept this message request to reply.';
export const DECLINED_CANNOT_SEND = 'You declined this conversation. Accept it to reply.';
export const UNBLOCK_TO_MESSAGE = 'You have blocked this member. Unblock them to message them.';
export const NO_ONE_TO_MESSAGE = 'Choose who to message';
export const NOT_YOUR_MESSAGE = 'You can only change your own messages.';

const wholeNumber = (name: string) => v.pipe(v.string(), v.regex(/^\d{1,15}$/, `${name} must be a whole number`), v.transform(Number));

/** GET /conversations: the inbox or the message requests, a page at a time (1-based). */
export const inboxQuerySchema = v.object({
  box: v.optional(v.picklist(['inbox', 'requests'], 'box must be inbox or requests'), 'inbox'),
  page: v.optional(v.pipe(wholeNumber('page'), v.minValue(1, 'page must be 1 or more')), '1'),
});

/** GET /conversations/:id/messages: older than `before`, or newer than `after` (catching up after a reconnect), by message id. */
export const historyQuerySchema = v.pipe(
  v.object({ before: v.optional(wholeNumber('before')), after: v.optional(wholeNumber('after')) }),
  v.check((q) => q.before === undefined || q.after === undefined, 'Use before or after, not both'),
);

/** POST /conversations/:id/read: the newest message the member has read (the mark only moves forward). */
export const readMarkSchema = v.object({
  lastReadMessageId: v.pipe(
    v.number('lastReadMessageId must be a message id'),
    v.integer('lastReadMessageId must be a message id'),
    v.minValue(0, 'lastReadMessageId must be a message id'),
  ),
});

export const sendMessageSchema = v.object({ body: messageBodySchema, clientId: clientIdSchema });
export const editMessageSchema = v.object({ body: messageBodySchema });

const memberId = v.pipe(v.number(NO_ONE_TO_MESSAGE), v.integer(NO_ONE_TO_MESSAGE), v.minValue(1, NO_ONE_TO_MESSAGE));

/** Starting a conversation is sending its first message to 1 to 9 other members. */
export const startConversationSchema = v.object({
  memberIds: v.pipe(
    v.array(memberId, 'Choose who to message'),
    v.minLength(1, 'Choose who to message'),
    v.maxLength(CONVERSATION_MAX_MEMBERS - 1, `A conversation can have at most ${CONVERSATION_MAX_MEMBERS} members`),
  ),
  title: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((s) => (s?.trim() ? s.trim() : null)),
    v.nullable(
      v.pipe(v.string(), v.maxLength(CONVERSATION_TITLE_MAX_LENGTH, `Name must be less than ${CONVERSATION_TITLE_MAX_LENGTH} characters`)),
    ),
  ),
  body: messageBodySchema,
  clientId: clientIdSchema,
});

export const reactionSchema = v.object({ reaction: v.picklist(REACTIONS, 'Choose a reaction') });

export const messageReportSchema = v.object({
  reason: v.picklist(REPORT_REASONS, 'Please choose a reason'),
  details: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(1000, 'Details must be less than 1000 characters')),
});

const quickPhrase = v.pipe(
  v.string('Each phrase must be text'),
  v.trim(),
  v.minLength(1, 'A phrase cannot be empty'),
  v.maxLength(QUICK_PHRASE_MAX_LENGTH, `Each phrase must be less than ${QUICK_PHRASE_MAX_LENGTH} characters`),
);

/** PATCH /api/messages/settings: any of the member's own settings. */
export const messagingSettingsSchema = v.partial(
  v.object({
    whoMayMessage: v.picklist(WHO_MAY_MESSAGE, 'Choose who may message you'),
    readReceipts: v.boolean('readReceipts must be true or false'),
    announce: v.picklist(ANNOUNCE_MODES, 'Choose which messages are announced'),
    announceWhileTyping: v.boolean('announceWhileTyping must be true or false'),
    shortcuts: v.boolean('shortcuts must be true or false'),
    typingIndicators: v.boolean('typingIndicators must be true or false'),
    quickPhrases: v.pipe(
      v.array(quickPhrase, 'Quick phrases must be a list'),
      v.maxLength(QUICK_PHRASE_MAX, `Keep at most ${QUICK_PHRASE_MAX} phrases`),
    ),
  }),
);

export type MessagingSettings = {
  whoMayMessage: WhoMayMessage;
  readReceipts: boolean;
  announce: AnnounceMode;
  announceWhileTyping: boolean;
  shortcuts: boolean;
  typingIndicators: boolean;
  quickPhrases: string[];
};

/** A member's settings until they change one (no row stored): the worker answers these, and the web's tests start from them. */
export const DEFAULT_MESSAGING_SETTINGS: Readonly<MessagingSettings> = {
  whoMayMessage: 'anyone',
  readReceipts: true,
  announce: 'all',
  announceWhileTyping: false,
  shortcuts: true,
  typingIndicators: false,
  quickPhrases: DEFAULT_QUICK_PHRASES,
};

/** A member as messaging shows them: display name and initials only, never an email (decision 0003). */
export type MessagingPerson = { id: number; displayName: string; initials: string; profileImageUrl: string | null };

export type ReactionCount = { reaction: Reaction; count: number; mine: boolean };

export type MessageView = {
  id: number;
  clientId: string;
  conversationId: number;
  /** Null once the sender's account is gone. */
  sender: MessagingPerson | null;
  /** Empty when deleted; the screen shows "Message deleted". */
  body: string;
  createdAt: string;
  editedAt: string | null;
  deleted: boolean;
  mine: boolean;
  reactions: ReactionCount[];
};

export type ConversationMemberView = MessagingPerson & { status: MembershipStatus };

export type ConversationSummary = {
  id: number;
  title: string | null;
  /** The other members (not the viewer). */
  members: MessagingPerson[];
  /** The last message's first line, or null before any (or "Message deleted"). */
  lastMessage: { senderName: string | null; firstLine: string; createdAt: string; mine: boolean } | null;
  unread: number;
  /** The viewer's own standing: "request" puts it under Message requests. */
  myStatus: MembershipStatus;
};

export type ConversationDetail = {
  id: number;
  title: string | null;
  members: ConversationMemberView[];
  myStatus: MembershipStatus;
  /** Whether the viewer can send here now, and if not, why in plain words. */
  canSend: boolean;
  cannotSendReason: string | null;
  /** The viewer's newest message that every other active member has read ("Seen"), when all of them share read receipts. */
  seenMessageId: number | null;
  /** When no other member will receive messages (they declined, left or blocked): shown as "Not delivered". */
  notDelivered: boolean;
  lastReadMessageId: number;
};

export type MessagePage = { messages: MessageView[]; hasEarlier: boolean };
export type ConversationPage = { conversations: ConversationSummary[]; page: number; totalPages: number; total: number };
export type UnreadCounts = { unread: number; requests: number };

/**
 * What the live channel (a WebSocket to the member's Durable Object, GET /api/live) pushes. The
 * socket only receives: everything a member does goes through the HTTP API, stored first.
 */
export type LiveEvent =
  | { type: 'message'; conversationId: number; message: MessageView }
  | { type: 'message-updated'; conversationId: number; message: MessageView }
  | { type: 'read'; conversationId: number; memberId: number; lastReadMessageId: number }
  | { type: 'typing'; conversationId: number; member: MessagingPerson }
  | { type: 'conversation'; conversationId: number }
  | { type: 'unread'; counts: UnreadCounts };
