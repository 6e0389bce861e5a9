import type { Db } from '../db/client';
import type { Env } from '../env';

/**
 * The hook point for telling members they were @mentioned in a room (issue 16: "tells that
 * member"). Notifications belong to issue 19, whose owner is writing `notifyMentioned(...)`;
 * until it lands nothing is created here, on purpose. The room screen already highlights and
 * announces mentions of the viewer by itself.
 */
export async function tellMentioned(
  _db: Db,
  _env: Env,
  _mention: { roomId: number; messageId: number; senderId: number; body: string },
): Promise<void> {
  // TODO(issue 19): call notifyMentioned(db, env, { roomId, messageId, senderId, memberIds }) once
  // the notifications service has it; find memberIds by matching "@Display Name" against the room's members.
}
