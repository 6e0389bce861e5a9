// The mails about a member's own account. Plain words, short sentences, one thing to do each.
import { SITE_NAME, type MailContent } from './templates';

const hello = (firstName: string | null) => (firstName ? `Hello ${firstName},` : 'Hello,');

export const VERIFY_LINK_HOURS = 24;
export const RESET_LINK_HOURS = 1;

export const verifyEmailMail = (firstName: string | null, url: string): MailContent => ({
  subject: `Confirm your email address for ${SITE_NAME}`,
  heading: 'Confirm your email address',
  paragraphs: [
    hello(firstName),
    `Thank you for joining ${SITE_NAME}. To finish making your account, confirm that this email address is yours.`,
  ],
  action: { label: 'Confirm my email address', url },
  after: [
    `The link works once, for ${VERIFY_LINK_HOURS} hours. Until you confirm, you can read and listen to everything, but you cannot post or comment.`,
    'If you did not make an account, you can ignore this email: nothing more will happen.',
  ],
  reason: `You got this email because someone used this address to make an account on ${SITE_NAME}.`,
});

export const alreadyRegisteredMail = (firstName: string | null, signInUrl: string): MailContent => ({
  subject: `You already have an account on ${SITE_NAME}`,
  heading: 'You already have an account',
  paragraphs: [
    hello(firstName),
    `Someone, probably you, tried to make a new account on ${SITE_NAME} with this email address. This address already has an account, so no new one was made.`,
    'You can sign in with your password. If you have forgotten it, choose "Forgot your password?" on the sign-in page to get a link that sets a new one.',
  ],
  action: { label: 'Go to sign in', url: signInUrl },
  after: ['If it was not you, you do not need to do anything: your account has not changed.'],
  reason: `You got this email because someone tried to make an account on ${SITE_NAME} with your address.`,
});

export const resetPasswordMail = (firstName: string | null, url: string): MailContent => ({
  subject: `Choose a new password for ${SITE_NAME}`,
  heading: 'Choose a new password',
  paragraphs: [hello(firstName), `Someone asked for a link to choose a new password for your ${SITE_NAME} account.`],
  action: { label: 'Choose a new password', url },
  after: [
    `The link works once, for ${RESET_LINK_HOURS} hour. Choosing a new password signs you out on every device.`,
    'If you did not ask for this, you can ignore this email: your password has not changed.',
  ],
  reason: `You got this email because someone asked to reset the password of your ${SITE_NAME} account.`,
});

export const passwordChangedMail = (firstName: string | null, forgotUrl: string): MailContent => ({
  subject: `Your ${SITE_NAME} password was changed`,
  heading: 'Your password was changed',
  paragraphs: [
    hello(firstName),
    `The password of your ${SITE_NAME} account was just changed, and every device that was signed in has been signed out.`,
  ],
  action: { label: 'I did not do this: reset my password', url: forgotUrl },
  after: ['If it was you, you do not need to do anything.'],
  reason: `You got this email because the password of your ${SITE_NAME} account changed. We always tell you about this.`,
});

export const DELETE_LINK_HOURS = 1;

export const deleteAccountLinkMail = (firstName: string | null, url: string): MailContent => ({
  subject: `Confirm deleting your ${SITE_NAME} account`,
  heading: 'Confirm deleting your account',
  paragraphs: [
    hello(firstName),
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

export const accountDeletedMail = (firstName: string | null, keptPosts: boolean, privacyUrl: string): MailContent => ({
  subject: `Your ${SITE_NAME} account has been deleted`,
  heading: 'Your account has been deleted',
  paragraphs: [
    hello(firstName),
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
