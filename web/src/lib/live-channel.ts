import type { LiveEvent as MessagingEvent } from '@schemas/messages';
import type { NotificationLiveEvent } from '@schemas/notifications';
import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { LiveChannel, type LiveStatus } from './live-socket';

/**
 * The live channel (docs/decisions/0024-messages-and-live-channels.md): one WebSocket per tab to
 * the member's own Durable Object, open while anything on the page listens (the nav's unread
 * count does whenever a member is signed in). The socket only receives; everything a member does
 * goes through the HTTP API. When it drops, the screen says so in words, it reconnects with
 * backoff, and once it is back every screen catches up from the API, so nothing is lost.
 */

/** Everything the member's channel carries: messages (decision 0024) and notifications (0025). */
export type LiveEvent = MessagingEvent | NotificationLiveEvent;

export { PING_INTERVAL_MS, PONG_TIMEOUT_MS } from './live-keep-alive';
export { LIVE_PATH, LiveChannel, type LiveStatus } from './live-socket';
export const RECONNECTING_TEXT = 'Live updates paused. Reconnecting…';
export const SIGNED_OUT_TEXT = 'You were signed out, so live updates have stopped. Reload the page to sign in again.';
export const ELSEWHERE_TEXT = 'Live updates moved to your newer window. They come back here when you return to this one.';

/** The tab's one channel of the member's own events. */
export const liveChannel = new LiveChannel<LiveEvent>();

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => liveChannel.retryNow());
  window.addEventListener('offline', () => liveChannel.dropped());
}

/** Runs `handler` for every live event while mounted (and `enabled`); keeps the socket open meanwhile. */
export function useLiveEvents<E = LiveEvent>(
  handler: (event: E) => void,
  enabled = true,
  channel: LiveChannel<E> = liveChannel as unknown as LiveChannel<E>,
): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    if (!enabled) return;
    return channel.subscribe((event) => onEvent(event));
  }, [enabled, channel]);
}

/** Runs `callback` each time the socket is back after a drop, so the screen refetches what it missed. */
export function useLiveCatchUp<E>(callback: () => void, channel: LiveChannel<E> = liveChannel as unknown as LiveChannel<E>): void {
  const onCatchUp = useEffectEvent(callback);
  useEffect(() => channel.onCatchUp(() => onCatchUp()), [channel]);
}

export function useLiveStatus<E>(channel: LiveChannel<E> = liveChannel as unknown as LiveChannel<E>): LiveStatus {
  return useSyncExternalStore(
    (listener) => channel.onStatus(listener),
    () => channel.status,
    () => channel.status,
  );
}

/** What the screen says about the channel: nothing while it works. */
export const liveStatusText = (status: LiveStatus) =>
  ({ reconnecting: RECONNECTING_TEXT, 'signed-out': SIGNED_OUT_TEXT, elsewhere: ELSEWHERE_TEXT })[status as string] ?? '';
