import { client, read, type JsonBody, type Data } from '@/lib/api-client';
import { invalidate, readsOf, useApi } from '@/lib/use-api';

// The CMS "Chat rooms" tab's API (docs/decisions/0027-chat-rooms.md), typed from the worker's routes.
const rooms = client.api.cms['chat-rooms'];
const room = rooms[':id'];
const idParam = (id: number) => ({ param: { id: String(id) } });

export const useChatRooms = () => useApi(rooms);
export const createChatRoom = (input: JsonBody<typeof rooms.$post>) => read(rooms.$post({ json: input }));
export const updateChatRoom = (id: number, input: JsonBody<typeof room.$patch>) => read(room.$patch({ ...idParam(id), json: input }));
export const moveChatRoom = (id: number, direction: 'up' | 'down') => read(room.move.$post({ ...idParam(id), json: { direction } }));
export const liftMute = (id: number, memberId: number) =>
  read(room.mutes[':memberId'].$delete({ param: { id: String(id), memberId: String(memberId) } }));
export const chatRoomKeys = { list: readsOf(rooms) };
export const invalidateChatRooms = () => invalidate(chatRoomKeys.list);

export type CmsChatRoom = Data<typeof rooms.$get>[number];
