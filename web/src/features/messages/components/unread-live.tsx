import { useEffect } from 'react';
import { useLiveSignIn } from '@/lib/use-live-sign-in';
import { useUnreadLive } from '../hooks/use-unread-live';
import type { UnreadCounts } from '../api/use-messages';

/**
 * Keeps the nav's unread counts current, and the tab's one live socket open, from a chunk the
 * top bar loads only once a member is signed in: a signed-out visitor never downloads the live
 * channel. It also reads who is signed in again when the socket says it may have changed
 * (decision 0047). Renders nothing.
 */
export default function UnreadLive({ onChange }: { onChange: (counts: UnreadCounts) => void }) {
  const counts = useUnreadLive(true);
  useLiveSignIn();
  useEffect(() => onChange(counts), [counts, onChange]);
  return null;
}
