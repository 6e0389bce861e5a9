import type { Env } from '../../platform/env';
import type { LiveEvent } from '../../schemas/messages';
import type { NotificationLiveEvent } from '../../schemas/notifications';
import type { RoomLiveEvent } from '../../schemas/chat';
import { log } from '../../lib/log';
import type { CloseBody, PublishBody } from './protocol';

/** The Durable Object name of a member's own live channel. */
export const memberChannel = (memberId: number) => `member:${memberId}`;
/** The Durable Object name of a chat room's channel (decision 0027). */
export const roomChannel = (roomId: number) => `room:${roomId}`;

export function liveStub(env: Env, channel: string): DurableObjectStub | null {
  if (!env.LIVE) return null;
  return env.LIVE.get(env.LIVE.idFromName(channel));
}

/**
 * Pushes events to members' live channels, after the data they describe is stored. Each member
 * gets their own copy (a message's `mine` differs per reader), and all of one member's events
 * go in one call to their object, in order (a message and the fresh unread count: one request,
 * not two). A channel that cannot be reached loses nothing: its member's screen catches up from
 * the API when its socket returns. Awaited, so a message is on its way before the sender hears
 * "sent", and tests see it at once.
 */
export async function publishToMembers(
  env: Env,
  deliveries: ReadonlyArray<{ memberId: number; event: LiveEvent | NotificationLiveEvent }>,
): Promise<void> {
  if (!env.LIVE || deliveries.length === 0) return;
  const byMember = new Map<number, unknown[]>();
  for (const { memberId, event } of deliveries) byMember.set(memberId, [...(byMember.get(memberId) ?? []), event]);
  const results = await Promise.allSettled(
    [...byMember].map(([memberId, events]) =>
      liveStub(env, memberChannel(memberId))!.fetch('https://live.internal/publish', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ events } satisfies PublishBody),
      }),
    ),
  );
  const failed = results.filter((r) => r.status === 'rejected').length;
  if (failed > 0) log('warn', 'live.publish_failed', { failed, of: byMember.size });
}

/**
 * Pushes events to everyone with a chat room open: one call to the room's object, which sends
 * the same frames to each of its sockets (decision 0027). Like publishToMembers, awaited after
 * the data is stored, and a room that cannot be reached loses nothing (screens catch up).
 */
export async function publishToRoom(env: Env, roomId: number, events: RoomLiveEvent[]): Promise<void> {
  const stub = liveStub(env, roomChannel(roomId));
  if (!stub) return;
  try {
    await stub.fetch('https://live.internal/publish', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events } satisfies PublishBody),
    });
  } catch {
    log('warn', 'live.publish_failed', { failed: 1, of: 1 });
  }
}

/** Who has a room open now, one entry per member (the room's sockets). */
export async function roomListeners(env: Env, roomId: number): Promise<{ memberId: number; name: string }[]> {
  const stub = liveStub(env, roomChannel(roomId));
  if (!stub) return [];
  try {
    const res = await stub.fetch('https://live.internal/listeners');
    const { listeners } = (await res.json()) as { listeners: { memberId: number; name: string }[] };
    return [...new Map(listeners.map((l) => [l.memberId, l])).values()];
  } catch {
    return [];
  }
}

/**
 * Closes a member's sockets on each of these channels (decision 0047): those whose session is
 * not in `keep`, or all of theirs. Awaited, so the request that ended a session answers only once
 * nothing of it can hear. A channel that cannot be reached is tried once more, then logged as an
 * error: the one case where a socket of an ended session may stay open (decision 0047).
 */
export async function closeMemberSockets(env: Env, channels: string[], body: CloseBody): Promise<void> {
  if (!env.LIVE || channels.length === 0) return;
  const closeOn = async (channel: string) => {
    const res = await liveStub(env, channel)!.fetch('https://live.internal/close', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body satisfies CloseBody),
    });
    if (!res.ok) throw new Error(`close answered ${res.status}`);
  };
  const results = await Promise.allSettled(channels.map((channel) => closeOn(channel).catch(() => closeOn(channel))));
  const failed = results.filter((r) => r.status === 'rejected').length;
  if (failed > 0) log('error', 'live.close_failed', { memberId: body.memberId, failed, of: channels.length });
}
