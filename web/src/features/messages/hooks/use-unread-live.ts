import { useLiveCatchUp, useLiveEvents } from '@/lib/live-channel';
import { setUnread, useUnread } from '../api/use-messages';

/**
 * The nav's unread count, kept current by the live channel. Mounted whenever a member is signed
 * in, so it also keeps the tab's one socket open for every screen.
 */
export function useUnreadLive(signedIn: boolean): number {
  const { data, mutate } = useUnread(signedIn);
  useLiveEvents((event) => {
    if (event.type === 'unread') void setUnread(event.counts);
    else if (event.type === 'message' && !event.message.mine) void mutate();
  }, signedIn);
  useLiveCatchUp(() => {
    if (signedIn) void mutate();
  });
  return data?.unread ?? 0;
}

/** "Messages, 3 unread": the words after the link's visible name. */
export const unreadWords = (unread: number) => (unread > 0 ? `, ${unread} unread` : '');
