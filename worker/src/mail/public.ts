// What the other areas may use of mail: they import it from here, never from its files (eslint.config.js).
export { REPLYABLE, replyAddress } from './reply-address';
export { mailConfigured, requireMail, sendMail, sendNotice } from './services/mail';
export { listMailFailures } from './services/mail-failures';
export { SITE_NAME, greeting, type Addressee, type MailContent } from './templates';
