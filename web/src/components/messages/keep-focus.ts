import { focusAfterChange } from '@/lib/focus-after-change';
import { reactionLabel } from './announce-policy';
import type { MessageView, Reaction } from '@/lib/api-types';

/** The id of a message's own element (its article in the log), a target for focus and for a dialog's fallback focus. */
export const messageElementId = (messageId: number) => `message-${messageId}`;

/**
 * Applies a change to one message (deleted, edited, a reaction added or taken back; the member's
 * own or one from the live channel). When focus was on a control inside the message that the
 * change removed (a reaction's chip goes with the last of it, the actions button with a delete),
 * focus goes to the message itself rather than to the page, where a screen reader says nothing
 * useful and a keyboard or switch user starts again from the top. Focus anywhere else, or
 * nowhere, is left alone: a live change never takes focus.
 */
export function keepFocusOnMessage(messageId: number, change: () => void): void {
  const message = () => document.getElementById(messageElementId(messageId));
  const before = document.activeElement;
  const wasInside = before !== message() && Boolean(message()?.contains(before));
  focusAfterChange(change, () => (wasInside && !before?.isConnected ? message() : null));
}

/**
 * "Try again" on a message that was not sent becomes "Sending…" at once, and the message leaves
 * the log's pending end once stored: focus goes to the message box, the one control that outlives
 * both (or, while it cannot be used, to the message being sent), and the retry is said.
 */
export function retryKeepingFocus(
  clientId: string,
  retry: (clientId: string) => void,
  compose: HTMLTextAreaElement | null,
  announce: (words: string) => void,
): void {
  focusAfterChange(
    () => retry(clientId),
    () => (compose && !compose.disabled ? compose : document.querySelector<HTMLElement>(`[data-client-id="${CSS.escape(clientId)}"]`)),
  );
  announce('Sending your message again.');
}

/** What the member hears once their own reaction is saved: the chip changed with no other word. */
export function ownReactionWords(message: MessageView, reaction: Reaction): string {
  const now = message.reactions.find((r) => r.reaction === reaction);
  return now?.mine ? `You reacted ${reaction}. ${reactionLabel(reaction, now.count)}.` : `Your ${reaction} reaction was taken away.`;
}
