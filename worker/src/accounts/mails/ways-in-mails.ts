// What mails say about the ways into an account (decision 0046): the passkeys a password reset
// leaves in place, and what the first proof of an address removed.
import type { RemovedWaysIn } from '../services/unproven-ways-in';
import { greeting, SITE_NAME, type MailContent } from '../../mail/public';

const sydneyDay = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Sydney' });
const day = (iso: string) => sydneyDay.format(new Date(iso));
const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

export type PasskeyFacts = { name: string; createdAt: string };

/**
 * The account's passkeys in a reset mail, each linking to where they are reviewed. A passkey still
 * signs in after a new password, so the member sees them when they choose one. An account whose
 * address was never confirmed is different: its passkeys go with the reset, and their names, which
 * whoever made the account chose, are not repeated to an address that may not be theirs.
 */
export function passkeysSection(passkeys: PasskeyFacts[], confirmed: boolean, reviewUrl: string): NonNullable<MailContent['sections']> {
  if (passkeys.length === 0) return [];
  const items = passkeys.map((p) => ({
    text: confirmed ? `“${p.name}”, added ${day(p.createdAt)}` : `A passkey added ${day(p.createdAt)}`,
    url: reviewUrl,
  }));
  return [
    {
      heading: 'Passkeys on this account',
      items,
      footnote: confirmed
        ? 'Each of these can still sign in after you choose a new password. If one is not yours, remove it on your account page.'
        : 'This email address was never confirmed, so choosing a new password removes these passkeys: someone else may have added them.',
    },
  ];
}

/** One sentence naming what went, or null when nothing did. */
export function removedSentence(removed: RemovedWaysIn): string | null {
  const parts = [
    removed.passkeys.length > 0 &&
      `${count(removed.passkeys.length, 'passkey', 'passkeys')} (added ${removed.passkeys.map((p) => day(p.createdAt)).join(', ')})`,
    removed.provider && 'the link to a sign-in provider',
    removed.sessions > 0 && `the sign-ins on ${count(removed.sessions, 'device', 'devices')}`,
    removed.links > 0 && `${count(removed.links, 'emailed link', 'emailed links')} not yet opened`,
  ].filter((p): p is string => typeof p === 'string');
  if (parts.length === 0) return null;
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `Until now this email address had not been confirmed, so anyone could have made the account or added ways into it. To keep it yours, we removed everything set up before: ${list}.`;
}

/**
 * After an address is first confirmed (its link, a sign-in link, a move to it) and something set
 * up before was removed. Greeted without the name: that came from before the address was proved.
 */
export const signInsRemovedMail = (removed: RemovedWaysIn, accountUrl: string, forgotUrl: string): MailContent => ({
  subject: `Your ${SITE_NAME} email address is confirmed`,
  heading: 'Your email address is confirmed',
  paragraphs: [greeting(null), removedSentence(removed) ?? '', 'If these were yours, you can set them up again from your account page.'],
  action: { label: 'Review your account', url: accountUrl },
  after: [
    `If you did not make this account, choose "Forgot your password?" on the sign-in page (${forgotUrl}): a new password signs everyone else out and makes the account yours.`,
  ],
  reason: `You got this email because this address was confirmed for an account on ${SITE_NAME}. We always tell you when we remove a way to sign in.`,
});
