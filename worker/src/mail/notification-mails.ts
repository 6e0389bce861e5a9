// The email of a notification: the same one sentence the bell says, one link to the exact
// place, and how to stop these emails (the link works without signing in; mail programs also
// get List-Unsubscribe with one-click POST, RFC 8058).
import { NOTIFICATION_KIND_LABELS, notificationSentence, type NotificationView } from '../schemas/notifications';
import { SITE_NAME, type MailContent } from './templates';

const hello = (firstName: string | null) => (firstName ? `Hello ${firstName},` : 'Hello,');

export const notificationMail = (
  firstName: string | null,
  n: Pick<NotificationView, 'kind' | 'actorName' | 'count' | 'post'>,
  links: { place: string; stop: string; preferences: string },
): MailContent => {
  const sentence = notificationSentence(n);
  return {
    subject: sentence.replace(/\.$/, ''),
    heading: n.kind === 'post-liked' ? 'Someone liked your post' : 'A new reply',
    paragraphs: [hello(firstName), sentence],
    action: { label: n.kind === 'post-liked' ? 'See your post' : 'Read the reply', url: links.place },
    after: [
      `To stop emails about ${NOTIFICATION_KIND_LABELS[n.kind].toLowerCase()}, open this link (no need to sign in): ${links.stop}`,
      `Choose what you hear about and how: ${links.preferences}`,
    ],
    reason: `You got this email because you chose to hear about ${NOTIFICATION_KIND_LABELS[n.kind].toLowerCase()} by email on ${SITE_NAME}.`,
  };
};
