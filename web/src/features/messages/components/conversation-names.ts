import type { ConversationDetail, ConversationSummary } from '../api/use-messages';

/** "Alex Chen", "Alex Chen and Sam Lee", "Alex Chen, Sam Lee and Kim Ng". */
export function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? 'Nobody else';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** A conversation's name: its title when the starter gave one, else the other members' names. */
export function conversationName(conversation: Pick<ConversationSummary, 'title' | 'members'>): string {
  return conversation.title ?? joinNames(conversation.members.map((m) => m.displayName));
}

/** The detail lists every member, the viewer too: the others are the ones not named as the viewer. */
export const otherMembers = (detail: ConversationDetail, viewerId: number | undefined) => detail.members.filter((m) => m.id !== viewerId);
