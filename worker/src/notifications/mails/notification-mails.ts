// The email of a notification: the same one sentence the bell says, one link to the exact
// place, and how to stop these emails (the link works without signing in; mail programs also
// get List-Unsubscribe with one-click POST, RFC 8058).
import { NOTIFICATION_KIND_LABELS, type DigestCadence, type NotificationKind, type NotificationView } from '../../schemas/notifications';
import { notificationSentence } from '../../schemas/notification-sentences';
import { SITE_NAME, type MailContent } from '../../mail/public';

const HEADINGS: Record<NotificationKind, string> = {
  'post-reply': 'A new reply',
  'thread-reply': 'A new reply',
  mention: 'Someone mentioned you',
  'post-liked': 'Someone liked your post',
  message: 'A private message',
  'new-episode': 'A new CripChat episode',
  'new-audiobook': 'A new audiobook',
  'report-outcome': 'About your report',
  moderation: 'About your words in the forum',
};

const ACTIONS: Record<NotificationKind, string> = {
  'post-reply': 'Read the reply',
  'thread-reply': 'Read the reply',
  mention: 'Read where you were mentioned',
  'post-liked': 'See your post',
  message: 'Open your messages',
  'new-episode': 'Listen to the episode',
  'new-audiobook': 'Open the audiobook',
  'report-outcome': 'See your notifications',
  moderation: 'See the details',
};

const hello = (firstName: string | null) => (firstName ? `Hello ${firstName},` : 'Hello,');

export const notificationMail = (
  firstName: string | null,
  n: Pick<NotificationView, 'kind' | 'actorName' | 'count' | 'post' | 'title' | 'detail'> & { reason?: string | null },
  links: { place: string; stop: string; preferences: string },
  /** Whether replying to this mail posts the reply (reply by email is set up, and it is about a discussion). */
  replyable = false,
): MailContent => {
  const sentence = notificationSentence(n);
  return {
    // The subject stays short: a moderation notice's reason is in the body.
    subject: notificationSentence({ ...n, reason: null }).replace(/\.$/, ''),
    heading: HEADINGS[n.kind],
    paragraphs: [hello(firstName), sentence],
    action: { label: ACTIONS[n.kind], url: links.place },
    after: [
      ...(replyable
        ? ['Reply to this email to answer in the discussion: your words above the quoted message are posted as your reply.']
        : []),
      `To stop emails about ${NOTIFICATION_KIND_LABELS[n.kind].toLowerCase()}, open this link (no need to sign in): ${links.stop}`,
      `Choose what you hear about and how: ${links.preferences}`,
    ],
    reason: `You got this email because you chose to hear about ${NOTIFICATION_KIND_LABELS[n.kind].toLowerCase()} by email on ${SITE_NAME}.`,
  };
};

const CADENCE_WORDS: Record<DigestCadence, { subject: string; heading: string; since: string }> = {
  daily: { subject: 'Your daily digest', heading: 'Your daily digest', since: 'since yesterday' },
  weekly: { subject: 'Your weekly digest', heading: 'Your weekly digest', since: 'this past week' },
};

/**
 * A digest: what the member gathered into it, a heading per kind and a link per item (the same
 * sentence the bell says), each kind with its own way to stop, and the digest's own at the foot.
 */
export const digestMail = (
  firstName: string | null,
  cadence: DigestCadence,
  sections: { kind: NotificationKind; items: { text: string; url: string }[]; stop: string }[],
  links: { stop: string; preferences: string },
): MailContent => {
  const words = CADENCE_WORDS[cadence];
  const count = sections.reduce((sum, s) => sum + s.items.length, 0);
  return {
    subject: `${words.subject}: ${count} ${count === 1 ? 'thing' : 'things'} on ${SITE_NAME}`,
    heading: words.heading,
    paragraphs: [hello(firstName), `Here is what happened ${words.since} that you asked to hear about in this digest.`],
    sections: sections.map((s) => ({
      heading: NOTIFICATION_KIND_LABELS[s.kind],
      items: s.items,
      footnote: `To stop emails about ${NOTIFICATION_KIND_LABELS[s.kind].toLowerCase()}: ${s.stop}`,
    })),
    after: [
      `To stop this digest, open this link (no need to sign in): ${links.stop}`,
      `Choose what you hear about and how: ${links.preferences}`,
    ],
    reason: `You got this email because you chose a ${cadence} digest on ${SITE_NAME}.`,
  };
};
