import type { Env } from '../platform/env';
import type { NotificationKind } from '../schemas/notifications';

/**
 * A notification's reply address: reply+{notification id}-{signature}@{REPLY_DOMAIN}. The
 * signature is an HMAC-SHA-256 of the notification and its reader under EMAIL_REPLY_SECRET, so
 * an address cannot be made up or moved to another notification or member; the sender's own
 * address is checked as well (the handler).
 */
/** The kinds whose email can be answered by replying: each is about a discussion. */
export const REPLYABLE: readonly NotificationKind[] = ['post-reply', 'thread-reply', 'mention'];

type ReplyEnv = Pick<Env, 'REPLY_DOMAIN' | 'EMAIL_REPLY_SECRET'>;

export const replyByEmailOn = (env: ReplyEnv) => Boolean(env.REPLY_DOMAIN && env.EMAIL_REPLY_SECRET);

async function signature(secret: string, notificationId: number, userId: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`reply:${notificationId}:${userId}`)));
  // 128 bits is plenty against guessing, and keeps the address short.
  return btoa(String.fromCharCode(...mac.slice(0, 16)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export async function replyAddress(env: ReplyEnv, notificationId: number, userId: number): Promise<string | null> {
  if (!replyByEmailOn(env)) return null;
  return `reply+${notificationId}-${await signature(env.EMAIL_REPLY_SECRET!, notificationId, userId)}@${env.REPLY_DOMAIN}`;
}

const ADDRESS = /^reply\+([1-9]\d{0,15})-([A-Za-z0-9_-]{22})@([^@\s]+)$/i;

/** The notification an address names, if it is one of ours; the signature is checked with the reader (checkReplyAddress). */
export function parseReplyAddress(env: ReplyEnv, address: string): { notificationId: number; signature: string } | null {
  const m = ADDRESS.exec(address.trim());
  if (!m || !env.REPLY_DOMAIN || m[3]!.toLowerCase() !== env.REPLY_DOMAIN.toLowerCase()) return null;
  return { notificationId: Number(m[1]), signature: m[2]! };
}

export async function checkReplyAddress(env: ReplyEnv, notificationId: number, userId: number, given: string): Promise<boolean> {
  if (!replyByEmailOn(env)) return false;
  const expected = await signature(env.EMAIL_REPLY_SECRET!, notificationId, userId);
  let diff = expected.length ^ given.length;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ (given.charCodeAt(i) || 0);
  return diff === 0;
}
