// The mails about changes staff made to a member's account: their role and a suspension.
// Plain words, what changed, what it means for them, and why they got the mail.
import { ROLE_NAMES, type Role } from '../../schemas/auth';
import { suspensionEnd, type Suspension } from '../../schemas/standing';
import { greeting, SITE_NAME, type Addressee, type MailContent } from '../../mail/public';

const ROLE_MEANS: Record<Role, string> = {
  member: 'As a member you can read, listen, post and comment.',
  editor: 'As an editor you can also publish news, episodes and books, run the site pages, and look after reports in CMS Admin.',
  admin: 'As an administrator you can do everything an editor can, and also look after members and read the audit log.',
};

export const roleChangedMail = (member: Addressee, from: Role, to: Role, siteUrl: string): MailContent => ({
  subject: `Your role on ${SITE_NAME} is now ${ROLE_NAMES[to]}`,
  heading: `Your role is now ${ROLE_NAMES[to]}`,
  paragraphs: [
    greeting(member),
    `An administrator changed your role on ${SITE_NAME} from ${ROLE_NAMES[from]} to ${ROLE_NAMES[to]}.`,
    ROLE_MEANS[to],
  ],
  action: { label: `Go to ${SITE_NAME}`, url: siteUrl },
  after: ['If you think this is a mistake, reply to this email or contact the people who run the site.'],
  reason: `You got this email because your role on ${SITE_NAME} changed. We always tell you about this.`,
});

export const suspendedMail = (to: Addressee, suspension: Suspension, siteUrl: string): MailContent => ({
  subject: `Your ${SITE_NAME} account is suspended`,
  heading: 'Your account is suspended',
  paragraphs: [
    greeting(to),
    `The team that looks after ${SITE_NAME} has suspended your account ${suspensionEnd(suspension)}.`,
    `The reason they gave: ${suspension.reason}`,
    'While your account is suspended you can still sign in, read and listen. You cannot post, comment, send podcast feedback or donate while signed in.',
  ],
  action: { label: `Go to ${SITE_NAME}`, url: siteUrl },
  after: ['If you think this is a mistake, reply to this email or contact the people who run the site.'],
  reason: `You got this email because your account on ${SITE_NAME} was suspended. We always tell you about this.`,
});

export const suspensionLiftedMail = (to: Addressee, siteUrl: string): MailContent => ({
  subject: `Your ${SITE_NAME} account is no longer suspended`,
  heading: 'Your suspension has been lifted',
  paragraphs: [
    greeting(to),
    `The team that looks after ${SITE_NAME} has lifted the suspension of your account. You can post, comment, send feedback and donate again.`,
  ],
  action: { label: `Go to ${SITE_NAME}`, url: siteUrl },
  reason: `You got this email because the suspension of your account on ${SITE_NAME} was lifted.`,
});
