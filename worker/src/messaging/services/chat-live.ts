import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatRooms } from '../../db/schema';
import type { Env } from '../../platform/env';
import { publishToRoom } from '../live/publish';
import type { MessageView } from '../../schemas/messages';
import { loadMessage, toMessageView } from './messages';

// What a chat room's live channel hears about its messages (decision 0027), after each change is stored.

/** One copy for the whole room: `mine` is false in it and each screen sets its own; reactions travel as `room-reactions` (with who made them). */
export const roomCopy = (message: MessageView): MessageView => ({ ...message, mine: false, reactions: [] });

/** A change to a room's message (deleted by its sender or an editor, or removed from the report queue), to the whole room. */
export async function publishRoomMessageUpdated(db: Db, env: Env, roomId: number, messageId: number): Promise<void> {
  const loaded = await loadMessage(db, messageId);
  if (!loaded) return;
  await publishToRoom(env, roomId, [
    { type: 'room-message-updated', roomId, message: roomCopy(toMessageView(loaded.joined, loaded.reactions, 0)) },
  ]);
}

/** The room that owns a conversation, if it is one (the report queue's removals reach the room's screens). */
export async function roomOfConversation(db: Db, conversationId: number): Promise<number | null> {
  const row = await db.select({ id: chatRooms.id }).from(chatRooms).where(eq(chatRooms.conversationId, conversationId)).get();
  return row?.id ?? null;
}
