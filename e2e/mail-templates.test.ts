import { describe, expect, it } from 'vitest';
import * as account from '../worker/src/accounts/mails/account-mails';
import * as giving from '../worker/src/giving/mails/donation-mail-texts';
import { digestMail, notificationMail } from '../worker/src/notifications/mails/notification-mails';
import * as standing from '../worker/src/accounts/mails/standing-mails';
import { renderMail, type MailContent } from '../worker/src/mail/templates';
import { signInsRemovedMail } from '../worker/src/accounts/mails/ways-in-mails';
import type { MailKind } from '../worker/src/mail/services/mail';
import { expectAccessible, useBrowser } from './support/browser';

// Every kind of mail the portal sends, rendered as the worker renders it, passes axe as a page
// of its own. The journeys in account-mail.test.ts check the mails members get on the way; this
// covers the rest (a role change, a suspension...). A new MailKind fails the typecheck here
// until it has an example, so no mail ships unchecked.

const browser = useBrowser();
const site = 'http://localhost:8787';
const link = (path: string) => `${site}${path}?token=Zm9vYmFyYmF6cXV4`;
const notificationLinks = {
  place: `${site}/community/posts/4#comment-9`,
  stop: `${site}/notifications/stop-emails?member=3&kind=post-reply&token=Zm9vYmFyYmF6cXV4Zm9vYmFy`,
  preferences: `${site}/notifications?preferences=1`,
};

/** A member greeted by name (a confirmed address), and one who is not (an address not yet confirmed). */
const noor = { firstName: 'Noor', emailVerifiedAt: '2026-11-01T00:00:00.000Z' };
const unconfirmed = { firstName: 'Noor', emailVerifiedAt: null };
const passkeys = [
  { name: 'Chrome on Android', createdAt: '2026-11-20T01:00:00.000Z' },
  { name: 'Blue <key> & "spare"', createdAt: '2026-11-02T01:00:00.000Z' },
];
const removed = { passkeys, provider: true, sessions: 2, links: 1 };
const nothingRemoved = { passkeys: [], provider: false, sessions: 0, links: 0 };

const examples: Record<MailKind, MailContent[]> = {
  'verify-email': [account.verifyEmailMail(link('/verify-email'))],
  'already-registered': [account.alreadyRegisteredMail(noor, `${site}/login`)],
  'reset-password': [
    account.resetPasswordMail(noor, link('/reset-password'), { passkeys, reviewUrl: `${site}/account#passkeys` }),
    account.resetPasswordMail(unconfirmed, link('/reset-password'), { passkeys, reviewUrl: `${site}/account#passkeys` }),
  ],
  'password-changed': [
    account.passwordChangedMail(noor, `${site}/forgot-password`, nothingRemoved),
    account.passwordChangedMail(unconfirmed, `${site}/forgot-password`, removed),
    account.passwordChangedHereMail(noor, `${site}/forgot-password`),
  ],
  'sign-in-link': [account.signInLinkMail(noor, link('/sign-in-link'))],
  'confirm-new-email': [account.confirmNewEmailMail(link('/confirm-email-change'))],
  'email-change-requested': [account.emailChangeRequestedMail(noor, 'noor.new@example.net', `${site}/login`)],
  'email-changed': [account.emailChangedMail(noor, 'noor.new@example.net', `${site}/forgot-password`)],
  'address-taken': [account.addressTakenMail(`${site}/login`)],
  'sign-ins-removed': [signInsRemovedMail(removed, `${site}/account`, `${site}/forgot-password`)],
  'role-changed': [
    standing.roleChangedMail(noor, 'member', 'editor', site),
    standing.roleChangedMail(unconfirmed, 'admin', 'member', site),
  ],
  suspended: [
    standing.suspendedMail(noor, { reason: 'Repeated spam in the forum', until: '2026-12-24' }, site),
    standing.suspendedMail(noor, { reason: 'Harassment <of> "members" & staff', until: null }, site),
  ],
  'suspension-lifted': [standing.suspensionLiftedMail(noor, site)],
  'delete-account': [account.deleteAccountLinkMail(noor, link('/delete-account'))],
  'notification-digest': [
    digestMail(
      'Noor',
      'weekly',
      [
        {
          kind: 'new-episode',
          items: [
            { text: 'New CripChat episode: “Episode 12: Housing”.', url: `${site}/podcasts/12` },
            { text: 'New CripChat episode: “Episode 13: Work & <pay>”.', url: `${site}/podcasts/13` },
          ],
          stop: notificationLinks.stop,
        },
        {
          kind: 'new-audiobook',
          items: [{ text: 'New audiobook: “Persuasion”.', url: `${site}/library/3` }],
          stop: notificationLinks.stop,
        },
      ],
      notificationLinks,
    ),
    digestMail(
      null,
      'daily',
      [
        {
          kind: 'post-reply',
          items: [{ text: 'Alex Chen replied to “Ramps”.', url: notificationLinks.place }],
          stop: notificationLinks.stop,
        },
      ],
      notificationLinks,
    ),
  ],
  notification: [
    notificationMail(
      'Noor',
      { kind: 'post-reply', actorName: 'Alex Chen', count: 1, post: { id: 4, title: 'Ramps at the library' }, title: null, detail: null },
      notificationLinks,
    ),
    notificationMail(
      null,
      { kind: 'thread-reply', actorName: null, count: 3, post: { id: 4, title: 'Quiet hours <at> "the pool"' }, title: null, detail: null },
      notificationLinks,
    ),
    notificationMail(
      'Noor',
      { kind: 'post-liked', actorName: 'Alex Chen', count: 12, post: { id: 4, title: 'Ramps at the library' }, title: null, detail: null },
      notificationLinks,
    ),
    notificationMail(
      'Noor',
      { kind: 'mention', actorName: 'Alex Chen', count: 1, post: { id: 4, title: 'Ramps at the library' }, title: null, detail: null },
      notificationLinks,
    ),
    notificationMail(
      'Noor',
      { kind: 'message', actorName: 'Alex Chen', count: 1, post: null, title: null, detail: 'request' },
      notificationLinks,
    ),
    notificationMail(
      'Noor',
      { kind: 'new-episode', actorName: null, count: 1, post: null, title: 'Episode 12: Access on the road', detail: null },
      notificationLinks,
    ),
    notificationMail(
      'Noor',
      { kind: 'report-outcome', actorName: null, count: 1, post: null, title: 'Ramps at the library', detail: 'removed' },
      notificationLinks,
    ),
    notificationMail(
      'Noor',
      {
        kind: 'moderation',
        actorName: null,
        count: 1,
        post: null,
        title: 'Ramps at the library',
        detail: 'hidden-comment',
        reason: 'It shared another member’s phone number',
      },
      notificationLinks,
    ),
  ],
  'account-deleted': [
    account.accountDeletedMail(noor, true, `${site}/privacy`),
    account.accountDeletedMail(noor, false, `${site}/privacy`),
  ],
  'data-export-ready': [account.exportReadyMail(noor, link('/account/privacy/ready'), 12_345_678)],
  'donation-receipt': [
    giving.donationReceiptMail(
      {
        amount: '50.00',
        campaign: 'Auslan interpreting for our events',
        receiptNumber: 'R-000042',
        date: '26 November 2026',
        testMode: false,
        organisation: { name: 'Members Portal Demo Inc.', abn: '51 824 753 556', fundName: 'Members Portal Public Fund' },
      },
      `${site}/donations/receipts/Zm9vYmFyYmF6cXV4`,
      link('/donations/manage'),
    ),
    giving.donationReceiptMail(
      {
        amount: '5.00',
        campaign: 'Ramps <&> "rails"',
        receiptNumber: null,
        date: '1 July 2026',
        testMode: true,
        organisation: null,
      },
      `${site}/donations/receipts/Zm9vYmFyYmF6cXV4`,
      link('/donations/manage'),
    ),
  ],
  'donation-refunded': [
    giving.donationRefundedMail(
      {
        amount: '50.00',
        campaign: 'Auslan interpreting',
        receiptNumber: 'R-000042',
        date: '26 November 2026',
        testMode: false,
      },
      `${site}/donations/receipts/Zm9vYmFyYmF6cXV4`,
    ),
    giving.donationRefundedMail(
      { amount: '5.00', campaign: 'Ramps <&> "rails"', receiptNumber: null, date: '1 July 2026', testMode: true },
      `${site}/donations/receipts/Zm9vYmFyYmF6cXV4`,
    ),
  ],
  'manage-giving': [giving.manageGivingMail(link('/donations/manage'))],
  'monthly-payment-failed': [
    giving.monthlyPaymentFailedMail({ amount: '25.00', campaign: 'Auslan interpreting' }, link('/donations/manage')),
    giving.monthlyPaymentFailedMail({ amount: '5.00', campaign: 'Ramps <&> "rails"' }, link('/donations/manage')),
  ],
  'monthly-campaign-closed': [
    giving.monthlyCampaignClosedMail({ amount: '25.00', campaign: 'Auslan interpreting' }, link('/donations/manage')),
  ],
  'giving-statement': [
    giving.givingStatementMail(
      { label: '2025–26', total: '310.00', gifts: 14, testMode: false },
      link('/donations/manage/statements/2026?token=abc'),
      false,
    ),
    giving.givingStatementMail({ label: '2025–26', total: '0.00', gifts: 1, testMode: true }, link('/account/giving/2026'), true),
  ],
};

describe('every mail the portal sends', () => {
  for (const [kind, contents] of Object.entries(examples)) {
    it(`${kind}: its HTML passes axe, and its text part says everything the HTML does`, async () => {
      const { page } = await browser.newPage();
      for (const content of contents) {
        const mail = renderMail(content, 'Members Portal Demo Inc.');
        await page.setContent(mail.html);
        await page.getByRole('heading', { level: 1, name: content.heading }).waitFor();
        await expectAccessible(page, `mail: ${kind} (${content.subject})`);
        // The one action is a real link in both parts, with its full address.
        if (content.action) {
          expect(await page.getByRole('link', { name: content.action.label }).getAttribute('href')).toBe(content.action.url);
          expect(mail.text).toContain(content.action.url);
        }
        for (const paragraph of content.paragraphs) expect(mail.text).toContain(paragraph);
        expect(mail.text).toContain(content.reason);
      }
    });
  }
});
