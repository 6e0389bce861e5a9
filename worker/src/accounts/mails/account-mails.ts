// The mails about a member's own account. Plain words, short sentences, one thing to do each.
import { UNCONFIRMED_LIMITS } from '../../schemas/auth';
import type { RemovedWaysIn } from '../services/unproven-ways-in';
import { greeting as hello, SITE_NAME, type Addressee, type MailContent } from '../../mail/public';
import { passkeysSection, removedSentence, type PasskeyFacts } from './ways-in-mails';

export const VERIFY_LINK_HOURS = 24;
export const RESET_LINK_HOURS = 1;

export const verifyEmailMail = (url: string): MailContent => ({
  subject: `Confirm your email address for ${SITE_NAME}`,
  heading: 'Confirm your email address',
  // Never the name: nobody has shown this address is the joiner's yet.
  paragraphs: [hello(null), `Thank you for joining ${SITE_NAME}. To finish making your account, confirm that this email address is yours.`],
  action: { label: 'Confirm my email address', url },
  after: [
    `The link works once, for ${VERIFY_LINK_HOURS} hours. ${UNCONFIRMED_LIMITS}`,
    'If you did not make an account, you can ignore this email: nothing more will happen.',
  ],
  reason: `You got this email because someone used this address to make an account on ${SITE_NAME}.`,
});

export const alreadyRegisteredMail = (to: Addressee, signInUrl: string): MailContent => ({
  subject: `You already have an account on ${SITE_NAME}`,
  heading: 'You already have an account',
  paragraphs: [
    hello(to),
    `Someone, probably you, tried to make a new account on ${SITE_NAME} with this email address. This address already has an account, so no new one was made.`,
    'You can sign in with your password. If you have forgotten it, choose "Forgot your password?" on the sign-in page to get a link that sets a new one.',
  ],
  action: { label: 'Go to sign in', url: signInUrl },
  after: ['If it was not you, you do not need to do anything: your account has not changed.'],
  reason: `You got this email because someone tried to make an account on ${SITE_NAME} with your address.`,
});

/** The account's passkeys, listed with a link to review them (mail/ways-in-mails.ts), and where that link leads. */
type PasskeyReview = { passkeys: PasskeyFacts[]; reviewUrl: string };

export const resetPasswordMail = (to: Addressee, url: string, { passkeys, reviewUrl }: PasskeyReview): MailContent => ({
  subject: `Choose a new password for ${SITE_NAME}`,
  heading: 'Choose a new password',
  paragraphs: [hello(to), `Someone asked for a link to choose a new password for your ${SITE_NAME} account.`],
  sections: passkeysSection(passkeys, to.emailVerifiedAt !== null, reviewUrl),
  action: { label: 'Choose a new password', url },
  after: [
    `The link works once, for ${RESET_LINK_HOURS} hour. Choosing a new password signs you out on every device.`,
    'If you did not ask for this, you can ignore this email: your password has not changed.',
  ],
  reason: `You got this email because someone asked to reset the password of your ${SITE_NAME} account.`,
});

/** After a reset; `removed`: what went with it, when the address had never been confirmed (decision 0046). */
export const passwordChangedMail = (to: Addressee, forgotUrl: string, removed: RemovedWaysIn): MailContent => ({
  subject: `Your ${SITE_NAME} password was changed`,
  heading: 'Your password was changed',
  paragraphs: [
    hello(to),
    `The password of your ${SITE_NAME} account was just changed, and every device that was signed in has been signed out.`,
    ...[removedSentence(removed)].filter((p): p is string => p !== null),
  ],
  action: { label: 'I did not do this: reset my password', url: forgotUrl },
  after: ['If it was you, you do not need to do anything.'],
  reason: `You got this email because the password of your ${SITE_NAME} account changed. We always tell you about this.`,
});

export const DELETE_LINK_HOURS = 1;

export const deleteAccountLinkMail = (to: Addressee, url: string): MailContent => ({
  subject: `Confirm deleting your ${SITE_NAME} account`,
  heading: 'Confirm deleting your account',
  paragraphs: [
    hello(to),
    `Someone signed in to your ${SITE_NAME} account asked to delete it. Open the link to choose what happens to your posts and comments and to delete the account.`,
    'Deleting cannot be undone.',
  ],
  action: { label: 'Confirm deleting my account', url },
  after: [
    `The link works once, for ${DELETE_LINK_HOURS} hour. Nothing is deleted until you open it and confirm.`,
    'If you did not ask for this, you can ignore this email: your account stays as it is. Someone may know your password: choose "Forgot your password?" on the sign-in page to set a new one.',
  ],
  reason: `You got this email because someone asked to delete your ${SITE_NAME} account. We always check with you first.`,
});

export const accountDeletedMail = (to: Addressee, keptPosts: boolean, privacyUrl: string): MailContent => ({
  subject: `Your ${SITE_NAME} account has been deleted`,
  heading: 'Your account has been deleted',
  paragraphs: [
    hello(to),
    `Your ${SITE_NAME} account has been deleted, and every device that was signed in has been signed out.`,
    keptPosts
      ? 'Your posts and comments stay in the community, shown as written by "Former member", with nothing that links them to you.'
      : 'Your posts and comments have been deleted.',
    'Records of donations are kept, because the law asks charities to keep their financial records, but your name and email address have been removed from them. Receipt numbers and amounts stay.',
  ],
  action: { label: 'Read what we keep and why', url: privacyUrl },
  after: ['You are welcome back at any time: you can make a new account with this address.'],
  reason: `You got this email because your ${SITE_NAME} account was deleted. We always tell you about this.`,
});

export const EXPORT_LINK_HOURS = 24;

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toLocaleString('en-AU', { maximumFractionDigits: 1 })} MB`;

export const exportReadyMail = (to: Addressee, url: string, bytes: number): MailContent => ({
  subject: `Your ${SITE_NAME} data is ready to download`,
  heading: 'Your data is ready',
  paragraphs: [
    hello(to),
    `You asked for a copy of everything ${SITE_NAME} holds about you. It is ready: one file of ${megabytes(bytes)} in JSON, a plain-text format that spreadsheets and many other programs can open.`,
    'Open the link while signed in to your account to download it.',
  ],
  action: { label: 'Download my data', url },
  after: [`The link works once, for ${EXPORT_LINK_HOURS} hours, and only for your account. After that the file is deleted.`],
  reason: `You got this email because you asked for a copy of your data on ${SITE_NAME}.`,
});

export const SIGN_IN_LINK_MINUTES = 15;
export const EMAIL_CHANGE_LINK_HOURS = 24;

export const signInLinkMail = (to: Addressee, url: string): MailContent => ({
  subject: `Your sign-in link for ${SITE_NAME}`,
  heading: 'Your sign-in link',
  paragraphs: [hello(to), `Someone asked for a link to sign in to your ${SITE_NAME} account without a password.`],
  action: { label: `Sign in to ${SITE_NAME}`, url },
  after: [
    `The link works once, for ${SIGN_IN_LINK_MINUTES} minutes. If you open it in a different browser or device from the one that asked, you will be asked to confirm first.`,
    'If you did not ask for this, you can ignore this email: nobody can sign in without the link.',
  ],
  reason: `You got this email because someone asked for a sign-in link for your ${SITE_NAME} account.`,
});

export const confirmNewEmailMail = (url: string): MailContent => ({
  subject: `Confirm your new email address for ${SITE_NAME}`,
  heading: 'Confirm your new email address',
  paragraphs: [hello(null), `You asked to use this address for your ${SITE_NAME} account.`],
  action: { label: 'Use this email address', url },
  after: [
    `The link works once, for ${EMAIL_CHANGE_LINK_HOURS} hours. Until you open it, your account keeps its old address.`,
    'If you did not ask for this, you can ignore this email: nothing will change.',
  ],
  reason: `You got this email because someone asked to move a ${SITE_NAME} account to this address.`,
});

export const emailChangeRequestedMail = (to: Addressee, newEmail: string, signInUrl: string): MailContent => ({
  subject: `A change of your ${SITE_NAME} email address was asked for`,
  heading: 'A change of your email address was asked for',
  paragraphs: [
    hello(to),
    `Someone signed in to your ${SITE_NAME} account asked to change its email address to ${newEmail}. Nothing changes until a link we sent to that address is opened.`,
  ],
  action: { label: 'Check your account', url: signInUrl },
  after: [
    'If it was you, you do not need to do anything more here.',
    'If it was not you, sign in, choose a new password, and sign out everywhere else from your account page.',
  ],
  reason: `You got this email because we always tell you when someone asks to change the address of your ${SITE_NAME} account.`,
});

export const emailChangedMail = (to: Addressee, newEmail: string, forgotUrl: string): MailContent => ({
  subject: `Your ${SITE_NAME} email address was changed`,
  heading: 'Your email address was changed',
  paragraphs: [
    hello(to),
    `Your ${SITE_NAME} account now uses ${newEmail}. Mail about it goes there from now on, and this address can no longer sign in to it.`,
  ],
  action: { label: 'I did not do this: get help signing in', url: forgotUrl },
  after: ['If it was you, you do not need to do anything.'],
  reason: `You got this email because the address of your ${SITE_NAME} account changed. We always tell you about this.`,
});

export const addressTakenMail = (signInUrl: string): MailContent => ({
  subject: `Someone tried to use this address on ${SITE_NAME}`,
  heading: 'This address already has an account',
  paragraphs: [
    'Hello,',
    `Someone signed in to another ${SITE_NAME} account asked to move it to this email address. This address already has its own account, so nothing was changed.`,
  ],
  action: { label: 'Go to sign in', url: signInUrl },
  after: ['If it was you, sign in to the account this address already has. Otherwise you do not need to do anything.'],
  reason: `You got this email because someone tried to move a ${SITE_NAME} account to your address.`,
});

export const passwordChangedHereMail = (to: Addressee, forgotUrl: string): MailContent => ({
  subject: `Your ${SITE_NAME} password was changed`,
  heading: 'Your password was changed',
  paragraphs: [
    hello(to),
    `The password of your ${SITE_NAME} account was just changed from your account page. Every other device that was signed in has been signed out.`,
  ],
  action: { label: 'I did not do this: reset my password', url: forgotUrl },
  after: ['If it was you, you do not need to do anything.'],
  reason: `You got this email because the password of your ${SITE_NAME} account changed. We always tell you about this.`,
});
