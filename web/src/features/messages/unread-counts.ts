import type { UnreadCounts } from './api/use-messages';

/** Nothing waiting: the counts before the first answer. A module of its own, apart from the live
 * hook, so the top bar can name it without loading the live channel. */
export const NO_UNREAD: UnreadCounts = { unread: 0, requests: 0 };

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
