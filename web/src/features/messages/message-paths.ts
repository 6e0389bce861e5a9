/**
 * The messages screens' addresses. They belong in lib/paths.ts with every other URL; kept here
 * until that file's owner moves them (this change may only touch the messages feature).
 */
export const messagePaths = {
  inbox: '/messages',
  requests: '/messages?box=requests',
  newConversation: '/messages/new',
  /** The "Message" link on a member's page. */
  messageMember: (memberId: number | string) => `/messages/new?to=${encodeURIComponent(String(memberId))}`,
  conversation: (id: number | string) => `/messages/${id}`,
} as const;
