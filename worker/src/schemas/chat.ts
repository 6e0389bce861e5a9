import * as v from 'valibot';
import type { MessageView, MessagingPerson, Reaction } from './messages';

/**
 * Community chat rooms (docs/decisions/0027-chat-rooms.md): the rules and words shared by the
 * room screen, the CMS tab and the worker, and the shapes the API answers with. A room's
 * messages follow the private messages' schema (schemas/messages.ts) exactly.
 */

export const ROOM_NAME_MAX_LENGTH = 60;
export const ROOM_DESCRIPTION_MAX_LENGTH = 200;
export const ROOM_NOT_FOUND = 'Room not found';
export const JOIN_TO_SEND = 'Join this room to send messages.';

/** Slow mode choices, in seconds (0: off). */
export const SLOW_MODE_CHOICES = [0, 10, 30, 60, 300] as const;
/** Mute lengths an editor chooses from, in minutes: 10 minutes, an hour, a day, a week. */
export const MUTE_CHOICES = [10, 60, 24 * 60, 7 * 24 * 60] as const;
export type MuteChoice = (typeof MUTE_CHOICES)[number];

/** "10 minutes", "1 hour", "1 day", "1 week": how a length is said, on both sides. */
export function durationWords(seconds: number): string {
  const units: [number, string][] = [
    [7 * 24 * 3600, 'week'],
    [24 * 3600, 'day'],
    [3600, 'hour'],
    [60, 'minute'],
    [1, 'second'],
  ];
  const [size, unit] = units.find(([s]) => seconds >= s && seconds % s === 0) ?? [1, 'second'];
  const n = Math.round(seconds / size);
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

export const slowModeWords = (seconds: number) => (seconds === 0 ? 'Off' : `One message every ${durationWords(seconds)}`);

/** The 429 a member hears when slow mode refuses a send; the compose box shows the same words. */
export const slowModeMessage = (waitSeconds: number) =>
  `Slow mode is on in this room. You can send your next message in ${durationWords(Math.max(1, waitSeconds))}.`;

/** The 403 a muted member hears, with the time it ends (en-AU, in words). */
export const mutedMessage = (until: string) =>
  `The editors have muted you in this room until ${new Date(until).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Australia/Sydney' })}. You can still read it.`;

const roomName = v.pipe(
  v.string('Name is required'),
  v.trim(),
  v.nonEmpty('Name is required'),
  v.maxLength(ROOM_NAME_MAX_LENGTH, `Name must be less than ${ROOM_NAME_MAX_LENGTH} characters`),
);
const roomDescription = v.pipe(
  v.optional(v.string('Description must be text'), ''),
  v.trim(),
  v.maxLength(ROOM_DESCRIPTION_MAX_LENGTH, `Description must be less than ${ROOM_DESCRIPTION_MAX_LENGTH} characters`),
);
const slowMode = v.picklist(SLOW_MODE_CHOICES, 'Choose a slow mode setting');

/** The CMS "Chat rooms" form: create, and (every field optional) change a room. */
export const roomSchema = v.object({ name: roomName, description: roomDescription, slowModeSeconds: v.optional(slowMode, 0) });
export const roomUpdateSchema = v.object({
  name: v.optional(roomName),
  description: v.optional(roomDescription),
  slowModeSeconds: v.optional(slowMode),
  archived: v.optional(v.boolean('archived must be true or false')),
});
export type RoomInput = v.InferInput<typeof roomSchema>;

/** Keyboard reordering in the CMS: Move up / Move down. */
export const roomMoveSchema = v.object({ direction: v.picklist(['up', 'down'], 'direction must be up or down') });

/** An editor mutes a member in a room for one of the set lengths. */
export const muteSchema = v.object({ minutes: v.picklist(MUTE_CHOICES, 'Choose how long to mute them for') });

/** GET /rooms/:id/members?q=: who to @mention, by display name. */
export const mentionQuerySchema = v.object({
  q: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(60, 'Search must be less than 60 characters')),
});

/** A room in the list at /chat. */
export type ChatRoomSummary = {
  id: number;
  name: string;
  description: string;
  /** Members with the room open now (its live channel's sockets, one per member). */
  hereNow: number;
  joined: boolean;
  /** Messages since the member last read the room (0 until they join). */
  unread: number;
  lastActivityAt: string | null;
  slowModeSeconds: number;
};

/** A room as its screen shows it, with whether the viewer can send and, if not, why in words. */
export type ChatRoomDetail = ChatRoomSummary & {
  canSend: boolean;
  cannotSendReason: string | null;
  mutedUntil: string | null;
  /** Editors and admins moderate: delete any message, mute a member. */
  moderator: boolean;
  lastReadMessageId: number;
  /** How others @mention the viewer ("@Display Name"): their mentions are marked and announced. */
  viewerName: string;
};

/** A room as the CMS lists it, archived ones included. */
export type CmsChatRoom = {
  id: number;
  name: string;
  description: string;
  position: number;
  slowModeSeconds: number;
  archived: boolean;
  members: number;
  activeMutes: { member: MessagingPerson; until: string }[];
};

/** Who is here now, one entry per member however many tabs they have open. */
export type RoomPresence = { id: number; displayName: string }[];

/**
 * What a room's live channel (GET /api/live/rooms/:id) pushes, to everyone in the room at once:
 * one copy for all, so `mine` is false in it and each screen sets its own from the sender.
 */
export type RoomLiveEvent =
  | { type: 'room-message'; roomId: number; message: MessageView }
  | { type: 'room-message-updated'; roomId: number; message: MessageView }
  | { type: 'presence'; here: RoomPresence }
  | RoomReactionsEvent
  | { type: 'room-typing'; roomId: number; member: MessagingPerson };

/**
 * A message's reactions after someone added or took one away. One copy for the whole room, so
 * each reaction carries who made it (`memberIds`) and each screen works out its own `mine`.
 */
export type RoomReactionsEvent = {
  type: 'room-reactions';
  roomId: number;
  messageId: number;
  /** Who reacted or took their reaction away, and which; `added` false when taken away. */
  by: MessagingPerson;
  reaction: Reaction;
  added: boolean;
  reactions: RoomReactionCount[];
};
export type RoomReactionCount = { reaction: Reaction; count: number; memberIds: number[] };

/** Typing in a room reaches the room's channel at most once per member in this many seconds (the worker's throttle). */
export const ROOM_TYPING_THROTTLE_SECONDS = 5;
