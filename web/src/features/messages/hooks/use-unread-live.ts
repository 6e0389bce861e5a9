import { useLiveCatchUp, useLiveEvents } from '@/lib/live-channel';
import { setUnread, useUnread, type UnreadCounts } from '../api/use-messages';
import { NO_UNREAD } from '../unread-counts';

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
  return data ?? NO_UNREAD;
}
