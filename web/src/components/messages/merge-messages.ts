import type { MessageView } from '@/lib/api-types';

/**
 * Messages held on screen come from three places (a page of history, the live channel, the
 * catch-up after a reconnect) and may arrive twice or out of order. Merged by id: the newest
 * copy of each message wins (an edit, a delete, a reaction), and the list stays oldest to newest.
 */
export function mergeMessages(held: readonly MessageView[], incoming: readonly MessageView[]): MessageView[] {
  if (incoming.length === 0) return held as MessageView[];
  const byId = new Map<number, MessageView>();
  for (const message of held) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The newest message's id, for `after=` when catching up (0 before any). */
export const newestId = (messages: readonly MessageView[]) => messages.reduce((max, m) => Math.max(max, m.id), 0);

/** A message being sent from this tab, shown until the worker's copy (same clientId) arrives. */
export type PendingMessage = { clientId: string; body: string; createdAt: string; failed: boolean };

/** Drops the pending messages the worker has stored (matched by clientId, so never shown twice). */
export function unsentOnly(pending: readonly PendingMessage[], stored: readonly MessageView[]): PendingMessage[] {
  const sent = new Set(stored.filter((m) => m.mine).map((m) => m.clientId));
  const left = pending.filter((p) => !sent.has(p.clientId));
  return left.length === pending.length ? (pending as PendingMessage[]) : left;
}
