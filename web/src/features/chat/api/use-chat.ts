import type { MuteChoice } from '@schemas/chat';
import type { Reaction } from '@schemas/messages';
import { client, read, type JsonBody, type Data } from '@/lib/api-client';
import { below, invalidate, useApi } from '@/lib/use-api';

// The worker's chat rooms API (docs/decisions/0027-chat-rooms.md), typed from its routes.
const rooms = client.api.chat.rooms;
const room = rooms[':id'];
const message = room.messages[':messageId'];
const idParam = (id: number) => ({ param: { id: String(id) } });
const messageParam = (id: number, messageId: number) => ({ param: { id: String(id), messageId: String(messageId) } });

export const useRooms = () => useApi(rooms, {}, { refreshInterval: 30_000 });
export const useRoom = (id: number) => useApi(room, idParam(id));
/** The members the viewer blocked: a room's live frames from them are not shown (history already leaves them out). */
export const useMyBlocks = () => useApi(client.api.messages.blocks);
/** The member's messaging settings (announcements, shortcuts, quick phrases): rooms follow the same ones. */
export const useMessagingSettings = () => useApi(client.api.messages.settings);

/** A page of a room's history: the newest, the one `before` an id, or what came `after` one (catching up). */
export const fetchRoomMessages = (id: number, where: { before?: number; after?: number } = {}) =>
  read(
    room.messages.$get({
      ...idParam(id),
      query: {
        ...(where.before ? { before: String(where.before) } : {}),
        ...(where.after !== undefined ? { after: String(where.after) } : {}),
      },
    }),
  );

export const sendRoomMessage = (id: number, input: { body: string; clientId: string }) =>
  read(room.messages.$post({ ...idParam(id), json: input }));
export const deleteRoomMessage = (id: number, messageId: number) => read(message.$delete(messageParam(id, messageId)));
export const reportRoomMessage = (id: number, messageId: number, input: JsonBody<typeof message.report.$post>) =>
  read(message.report.$post({ ...messageParam(id, messageId), json: input }));
/** Adds the viewer's reaction, or takes it away (answers the message with the viewer's own "mine"). */
export const toggleRoomReaction = (id: number, messageId: number, reaction: Reaction) =>
  read(message.reactions.$post({ ...messageParam(id, messageId), json: { reaction } }));
/** "Typing…" to the room: the worker publishes at most one every few seconds per member. */
export const sendRoomTyping = (id: number) => read(room.typing.$post(idParam(id)));
export const joinRoom = (id: number) => read(room.join.$post(idParam(id)));
export const leaveRoom = (id: number) => read(room.leave.$post(idParam(id)));
export const markRoomRead = (id: number, lastReadMessageId: number) =>
  read(room.read.$post({ ...idParam(id), json: { lastReadMessageId } }));
export const searchRoomMembers = (id: number, q: string) => read(room.members.$get({ ...idParam(id), query: { q } }));

/** Editors: mute a member in this room (the CMS's route, audited there). */
export const muteInRoom = (id: number, memberId: number, minutes: MuteChoice) =>
  read(
    client.api.cms['chat-rooms'][':id'].mutes[':memberId'].$put({
      param: { id: String(id), memberId: String(memberId) },
      json: { minutes },
    }),
  );

export const roomKeys = { all: below(rooms) };

/** After joining, leaving or reading: the room and the list reload. */
export const invalidateRooms = () => invalidate(roomKeys.all);

/** The live channel of one room (GET /api/live/rooms/:id). */
export const roomLiveUrl = (id: number) =>
  `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/api/live/rooms/${id}`;

// The answers its screens name, inferred from the routes; the live frames are the room channel's.
export type ChatRoomDetail = Data<typeof room.$get>;
export type ChatRoomSummary = Data<typeof rooms.$get>[number];
export type { RoomLiveEvent, RoomPresence, RoomReactionsEvent } from '@schemas/chat';
