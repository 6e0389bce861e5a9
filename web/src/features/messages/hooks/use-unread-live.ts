import type { UnreadCounts } from '@schemas/messages';
import { useLiveCatchUp, useLiveEvents } from '@/lib/live-channel';
import { setUnread, useUnread } from '../api/use-messages';

/**
 * The nav's unread count, kept current by the live channel. Mounted whenever a member is signed
 * in, so it also keeps the tab's one socket open for every screen.
 */
export function useUnreadLive(signedIn: boolean): UnreadCounts {
  const { data, mutate } = useUnread(signedIn);
  useLiveEvents((event) => {
    if (event.type === 'unread') void setUnread(event.counts);
    else if (event.type === 'message' && !event.message.mine) void mutate();
  }, signedIn);
  useLiveCatchUp(() => {
    if (signedIn) void mutate();
  });
  return data ?? NONE;
}

const NONE: UnreadCounts = { unread: 0, requests: 0 };

/** "Messages, 3 unread, 1 message request": the words after the link's visible name. */
export function unreadWords({ unread, requests }: UnreadCounts): string {
  const parts = [
    unread > 0 ? `${unread} unread` : '',
    requests > 0 ? `${requests} message ${requests === 1 ? 'request' : 'requests'}` : '',
  ];
  return parts
    .filter(Boolean)
    .map((p) => `, ${p}`)
    .join('');
}
