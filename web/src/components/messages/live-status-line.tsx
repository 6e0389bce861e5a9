import { liveStatusText, useLiveStatus } from '@/lib/live-channel';

/**
 * "Live updates paused. Reconnecting…" while the live channel is down, in words and politely
 * announced; nothing while it works. The status element stays on the page so the change is heard.
 */
export function LiveStatusLine() {
  const text = liveStatusText(useLiveStatus());
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
