import { useEffect, useRef } from 'react';
import { useAnnouncer } from '@/components/messages/announcer';
import { useLiveEvents } from '@/lib/live-channel';
import type { Box, UnreadCounts } from '../api/use-messages';

const BOX_NAMES: Record<Box, string> = { inbox: 'Conversations', requests: 'Message requests' };

/** "Message requests, 1 conversation": what a box holds, said when the member has chosen it. */
const boxWords = (box: Box, total: number) =>
  `${BOX_NAMES[box]}, ${total ? `${total} ${total === 1 ? 'conversation' : 'conversations'}` : 'none'}`;

type Shown = { box: Box; data: { total: number } | undefined; counts: UnreadCounts | undefined };

/**
 * What the inbox says politely, once, through the app's announcer: the box the member chose,
 * once its list has come (the tab keeps focus, and a link's new aria-current is not said); and
 * a message request arriving while the inbox is open (the count in the tab's name is not said
 * either). `chose(box)` is called by a tab as it is pressed.
 */
export function useInboxAnnouncer({ box, data, counts }: Shown) {
  const { announce, region } = useAnnouncer();
  const chosen = useRef<Box | null>(null);
  useEffect(() => {
    if (!data || chosen.current !== box) return;
    chosen.current = null;
    announce(boxWords(box, data.total));
  }, [box, data, announce]);

  // Who sent the last message heard on the live channel: a request's counts follow its message.
  const sender = useRef<string | null>(null);
  useLiveEvents((event) => {
    if (event.type === 'message' && !event.message.mine) sender.current = event.message.sender?.displayName ?? null;
  });
  const requests = useRef<number | null>(null);
  useEffect(() => {
    if (!counts) return;
    const before = requests.current;
    requests.current = counts.requests;
    const from = sender.current;
    sender.current = null;
    // Only a rise while the inbox is open: the counts it opened with were there before.
    if (before === null || counts.requests <= before) return;
    const more = counts.requests - before;
    announce(more > 1 ? `${more} new message requests` : from ? `New message request from ${from}` : 'New message request');
  }, [counts, announce]);

  const chose = (which: Box) => {
    chosen.current = which === box ? null : which;
  };
  return { chose, region };
}
