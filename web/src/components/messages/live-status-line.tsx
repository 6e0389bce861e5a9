import { liveStatusText, useLiveStatus, type LiveChannel } from '@/lib/live-channel';

/**
 * "Live updates paused. Reconnecting…" while the live channel is down, in words and politely
 * announced; nothing while it works. A chat room passes its own channel (decision 0027). The status element stays on the page so the change is heard.
 */
export function LiveStatusLine<E>({ channel }: { channel?: LiveChannel<E> }) {
  const text = liveStatusText(useLiveStatus(channel));
  return (
    <p
      role="status"
      className={text ? 'my-3 rounded-lg border-2 border-amber-700 bg-amber-50 p-3 font-semibold text-amber-950' : 'sr-only'}
    >
      {text && (
        <>
          <span aria-hidden="true">⚠ </span>
          {text}
        </>
      )}
    </p>
  );
}
