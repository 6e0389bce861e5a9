import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env';
import { currentUser, requestDevice, requireMember, siteOrigin, startSession } from '../auth';
import { log, requestFields } from '../../lib/log';
import { clientIp } from '../../lib/request';
import { valid } from '../../lib/validate';
import { confirmAddressSchema, forgotPasswordSchema, resetPasswordSchema, type MailSentAnswer } from '../../schemas/auth';
import { linkAboutSchema, type LinkAbout } from '../../schemas/link-pages';
import { forgotMessage, requestPasswordReset, resendVerification, resetPassword, verifyEmail } from '../services/account-email';
import { aboutLink } from '../services/link-owners';
import { requireMail } from '../../mail/public';
import { hitRateLimit } from '../services/rate-limits';
import { toCurrentUser } from '../services/users';

/** The account steps that go through the member's mailbox (mounted beside authApi at /api/auth). */
export const accountEmailRoutes = new Hono<AppEnv>()
  // What a link's page shows before the link is used: whose account it acts on (nothing is spent).
  .post('/links/about', valid('json', linkAboutSchema), async (c) => {
    const { token, purpose } = c.req.valid('json');
    await hitRateLimit(c.var.db, `link-about:ip:${clientIp(c)}`, {
      limit: 60,
      windowSeconds: 60 * 60,
      message: 'Too many tries from here. Please try again later.',
    });
    return c.json((await aboutLink(c.var.db, token, purpose)) satisfies LinkAbout, 200);
  })
  // The link in the verification mail: confirms the address and signs in, in whichever browser
  // opened it; a browser signed in as someone else only when the member chose to switch.
  .post('/verify-email', valid('json', confirmAddressSchema), async (c) => {
    const { token, switchAccount } = c.req.valid('json');
    const opener = { device: requestDevice(c), origin: siteOrigin(c), signedIn: c.var.user, switchAccount };
    const user = await verifyEmail(c.var.db, c.env, token, opener);
    await startSession(c, user.id, 'confirmation-link');
    log('info', 'auth.email_verified', { ...requestFields(c), userId: user.id });
    return c.json(toCurrentUser(user), 200);
  })
  .post('/verify-email/resend', requireMember, async (c) => {
    const email = await resendVerification(c.var.db, c.env, currentUser(c).id, siteOrigin(c));
    return c.json({ message: `We have sent a new link to ${email}. It works for 24 hours.` } satisfies MailSentAnswer, 202);
  })
  // The same answer whether or not the address has an account; only a link's sending differs.
  .post('/forgot-password', valid('json', forgotPasswordSchema), async (c) => {
    const { email } = c.req.valid('json');
    requireMail(c.env);
    await hitRateLimit(c.var.db, `forgot:ip:${clientIp(c)}`, {
      limit: 20,
      windowSeconds: 60 * 60,
      message: 'Too many requests from here. Please try again later.',
    });
    await requestPasswordReset(c.var.db, c.env, email, siteOrigin(c));
    return c.json({ message: forgotMessage(email) } satisfies MailSentAnswer, 202);
  })
  .post('/reset-password', valid('json', resetPasswordSchema), async (c) => {
    const { token, password, switchAccount } = c.req.valid('json');
    await hitRateLimit(c.var.db, `reset:ip:${clientIp(c)}`, {
      limit: 30,
      windowSeconds: 60 * 60,
      message: 'Too many tries from here. Please try again later.',
    });
    const opener = { device: requestDevice(c), origin: siteOrigin(c), signedIn: c.var.user, switchAccount };
    const user = await resetPassword(c.var.db, c.env, token, password, opener);
    await startSession(c, user.id, 'reset-link');
    log('info', 'auth.password_reset', { ...requestFields(c), userId: user.id });
    return c.json(toCurrentUser(user), 200);
  });
