import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatRoomMembers } from '../../db/schema';
import type { Env } from '../../platform/env';
import { notifyMentioned } from '../../community/public';

/**
 * Tells the members an @mention in a room names (issue 16: "tells that member"), through the
 * notifications' one rule for mentions (services/mentions.ts): names resolved on the server,
 * at most 10, never the sender, never someone who blocked them, each member's own preference
 * for mentions. Only the room's own members are told: a name in a room one has not joined
 * is not a call to come in. Mentions in one room group while unread.
 */
export async function tellMentioned(
  db: Db,
  env: Env,
  mention: { roomId: number; roomName: string; messageId: number; senderId: number; body: string; origin: string },
  now = new Date(),
): Promise<void> {
  await notifyMentioned(
    env,
    db,
    {
      actorId: mention.senderId,
      text: mention.body,
      place: { title: mention.roomName, link: `/chat/${mention.roomId}`, groupKey: `room:${mention.roomId}` },
      audience: sql`(select ${chatRoomMembers.userId} from ${chatRoomMembers} where ${chatRoomMembers.roomId} = ${mention.roomId})`,
      origin: mention.origin,
    },
    now,
  );
}
