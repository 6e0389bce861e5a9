import { MESSAGE_DELETED_LABEL } from '@schemas/messages';
import type { AnnounceMode, MessageView, MessagingPerson, Reaction } from '@/lib/api-types';

type Policy = {
  announce: AnnounceMode;
  announceWhileTyping: boolean;
  /** Whether the member is typing in the compose box (it has focus and text). */
  typing: boolean;
  /** A private conversation (counts as "mentions and private messages"); rooms pass whether it mentions the member. */
  privateOrMention: boolean;
};

/**
 * Whether a screen reader hears a new message (issue 16): never the member's own, never while
 * they type unless they chose to, and by their setting: all, only mentions and private
 * messages, or none.
 */
export function shouldAnnounce(message: Pick<MessageView, 'mine'>, policy: Policy): boolean {
  if (message.mine) return false;
  if (policy.announce === 'none') return false;
  if (policy.announce === 'mentions' && !policy.privateOrMention) return false;
  if (policy.typing && !policy.announceWhileTyping) return false;
  return true;
}

/**
 * What becomes of a new message: said at once, held until the member stops typing (then
 * summed up by heldWhileTyping), or never said. A message that @mentions the member is said at
 * once even while they type: it asks for them, and held it was never heard at all.
 */
export function onNewMessage(message: Pick<MessageView, 'mine'>, policy: Policy & { mentionsMe: boolean }): 'say' | 'hold' | null {
  if (!shouldAnnounce(message, { ...policy, typing: false })) return null;
  return policy.typing && !policy.announceWhileTyping && !policy.mentionsMe ? 'hold' : 'say';
}

/** Said once the member sends or leaves the box: "1 new message while you typed". */
export const heldWhileTyping = (count: number) => `${count} new message${count === 1 ? '' : 's'} while you typed`;

/** What is said: the sender, then the text ("Alex Chen: See you at 3"). */
export const announcement = (message: Pick<MessageView, 'sender' | 'body' | 'deleted'>) =>
  `${message.sender?.displayName ?? 'A former member'}: ${message.deleted ? MESSAGE_DELETED_LABEL : message.body}`;

/** Typing indicators are said at most once per conversation per minute, so they never nag. */
export const TYPING_ANNOUNCE_INTERVAL_MS = 60_000;

export function createTypingGate(now: () => number = Date.now) {
  const last = new Map<number, number>();
  return (conversationId: number): boolean => {
    const at = now();
    const previous = last.get(conversationId);
    if (previous !== undefined && at - previous < TYPING_ANNOUNCE_INTERVAL_MS) return false;
    last.set(conversationId, at);
    return true;
  };
}

/**
 * What is said when someone reacts to the member's own message: who, which reaction, then the
 * reaction's count in the same words its button carries ("Bo Chen reacted Thank you to your
 * message. 3 people reacted Thank you").
 */
export const reactionAnnouncement = (by: Pick<MessagingPerson, 'displayName'>, reaction: Reaction, count: number) =>
  `${by.displayName} reacted ${reaction} to your message. ${reactionLabel(reaction, count)}`;

/** "3 people reacted Thank you": the words a screen reader says for a reaction. */
export const reactionLabel = (reaction: Reaction, count: number) => `${count} ${count === 1 ? 'person' : 'people'} reacted ${reaction}`;

/** Said once a message the member sent is stored: in a conversation, a room and the new-message form alike. */
export const MESSAGE_SENT = 'Message sent';
