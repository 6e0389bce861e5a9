import type { Env } from '../env';
import type { LiveEvent } from '../schemas/messages';
import type { NotificationLiveEvent } from '../schemas/notifications';
import { log } from '../lib/log';
import type { PublishBody } from './protocol';

/** The Durable Object name of a member's own live channel. */
export const memberChannel = (memberId: number) => `member:${memberId}`;

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
