import type { Env } from '../env';
import type { LiveEvent } from '../schemas/messages';
import type { NotificationLiveEvent } from '../schemas/notifications';
import { log } from '../lib/log';

/** The Durable Object name of a member's own live channel. */
export const memberChannel = (memberId: number) => `member:${memberId}`;

export function liveStub(env: Env, channel: string): DurableObjectStub | null {
  if (!env.LIVE) return null;
  return env.LIVE.get(env.LIVE.idFromName(channel));
}

/**
 * Pushes events to members' live channels, after the data they describe is stored. Each member
 * gets their own copy (a message's `mine` differs per reader). A channel that cannot be reached
 * loses nothing: its member's screen catches up from the API when its socket returns. Awaited,
 * so a message is on its way before the sender hears "sent", and tests see it at once.
 */
export async function publishToMembers(
  env: Env,
  deliveries: ReadonlyArray<{ memberId: number; event: LiveEvent | NotificationLiveEvent }>,
): Promise<void> {
  if (!env.LIVE || deliveries.length === 0) return;
  const results = await Promise.allSettled(
    deliveries.map(({ memberId, event }) =>
      liveStub(env, memberChannel(memberId))!.fetch('https://live.internal/publish', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ event }),
      }),
    ),
  );
  const failed = results.filter((r) => r.status === 'rejected').length;
  if (failed > 0) log('warn', 'live.publish_failed', { failed, of: deliveries.length });
}
