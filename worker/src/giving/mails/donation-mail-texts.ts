// The mails a donor gets: the receipt of each paid gift, and a link to manage their giving.
// A donor may have no account, so each names what they gave and how to reach it again.
import { greeting, SITE_NAME, type MailContent } from '../../mail/public';

/**
 * A donor's address is whatever the giver typed: nobody has shown it is theirs, so these mails
 * never greet by the name given with the gift (issue 52). The name stays on the receipt page.
 */
const hello = () => greeting(null);

export type ReceiptFacts = {
  amount: string;
  campaign: string;
  receiptNumber: string | null;
  /** The date in Sydney, as the receipt shows it: it decides the financial year. */
  date: string;
  testMode: boolean;
  /** The deductible-gift wording, when the organisation's settings make the receipt a tax receipt. */
  organisation: { name: string; abn: string; fundName: string } | null;
};

export const donationReceiptMail = (r: ReceiptFacts, receiptUrl: string, manageUrl: string): MailContent => ({
  subject: `Your receipt: $${r.amount} to ${r.campaign}`,
  heading: 'Thank you for your gift',
  paragraphs: [
    hello(),
    `You gave $${r.amount} AUD to ${r.campaign} on ${r.date}.${r.receiptNumber ? ` Your receipt number is ${r.receiptNumber}.` : ''}`,
    r.testMode
      ? 'This was a test gift: no money moved, and this is not a tax receipt.'
      : r.organisation
        ? `${r.organisation.name} (ABN ${r.organisation.abn}, ${r.organisation.fundName}). This donation is a gift. No goods or services were received in return. Donations of $2 or more are tax deductible.`
        : 'Keep this email: the receipt page shows the same and can be printed.',
  ],
  action: { label: 'View and print your receipt', url: receiptUrl },
  after: [
    `Manage your giving: see all your gifts and their receipts, and your statement for tax time, at ${manageUrl} (the link works for 30 days; you can ask for a new one at any time).`,
  ],
  reason: `You got this email because you made a gift to ${SITE_NAME} with this address.`,
});

export const manageGivingMail = (url: string): MailContent => ({
  subject: `Manage your giving to ${SITE_NAME}`,
  heading: 'Manage your giving',
  paragraphs: [
    'Hello,',
    `You asked for a link to the gifts made to ${SITE_NAME} with this email address. Open it to see each gift and its receipt.`,
  ],
  action: { label: 'See my gifts', url },
  after: ['The link works for 30 days. If you did not ask for it, you can ignore this email: nobody else has been sent the link.'],
  reason: `You got this email because someone asked for a link to manage the gifts made with this address on ${SITE_NAME}.`,
});

/** What a monthly gift's mails name: the donor, the amount each month, and where it goes. */
export type MonthlyFacts = { amount: string; campaign: string };

export const monthlyPaymentFailedMail = (m: MonthlyFacts, manageUrl: string): MailContent => ({
  subject: `Your monthly gift to ${m.campaign} did not go through`,
  heading: 'Your monthly gift did not go through',
  paragraphs: [
    hello(),
    `This month's $${m.amount} AUD to ${m.campaign} could not be charged to your card, so nothing was taken. Your card may have expired or been replaced.`,
    'You can update your card, change the amount or stop the gift from the page below. You do not need an account.',
  ],
  action: { label: 'Update your card', url: manageUrl },
  after: ['The link works for 30 days; you can ask for a new one at any time.'],
  reason: `You got this email because you give monthly to ${SITE_NAME} with this address.`,
});

export const monthlyCampaignClosedMail = (m: MonthlyFacts, manageUrl: string): MailContent => ({
  subject: `${m.campaign} has closed: move or stop your monthly gift`,
  heading: 'Your campaign has closed',
  paragraphs: [
    hello(),
    `${m.campaign} is no longer taking gifts, so your monthly gift of $${m.amount} AUD has been paused: nothing more will be charged for it.`,
    'Would you like to move it to another campaign, or stop it? Either takes one step on the page below. You do not need an account.',
  ],
  action: { label: 'Move or stop your gift', url: manageUrl },
  after: ['The link works for 30 days; you can ask for a new one at any time.'],
  reason: `You got this email because you give monthly to ${SITE_NAME} with this address.`,
});

/** A refunded payment: what went back, and that its receipt no longer counts for tax. */
export type RefundFacts = {
  amount: string;
  campaign: string;
  receiptNumber: string | null;
  date: string;
  testMode: boolean;
};

export const donationRefundedMail = (r: RefundFacts, receiptUrl: string): MailContent => ({
  subject: `Your gift of $${r.amount} to ${r.campaign} has been refunded`,
  heading: 'Your gift has been refunded',
  paragraphs: [
    hello(),
    `We have refunded your gift of $${r.amount} AUD to ${r.campaign}, made on ${r.date}.${r.receiptNumber ? ` Receipt ${r.receiptNumber} is cancelled and no longer counts as a tax-deductible gift.` : ''}`,
    r.testMode
      ? 'This was a test gift: no money moved.'
      : 'The money goes back to the card you gave with. Most banks show it within 5 to 10 business days.',
  ],
  action: { label: 'View the refunded receipt', url: receiptUrl },
  after: ['If you did not expect this refund, reply to this email or contact us.'],
  reason: `You got this email because you made a gift to ${SITE_NAME} with this address.`,
});

/** What the July statement mail names: whose statement, for which year, and what it totals. */
export type StatementFacts = { label: string; total: string; gifts: number; testMode: boolean };

/** The July mail (decision 0042): the statement of the financial year just ended, one link away. */
export const givingStatementMail = (s: StatementFacts, statementUrl: string, member: boolean): MailContent => ({
  subject: `Your ${s.label} giving statement for tax time`,
  heading: `Your giving statement for ${s.label}`,
  paragraphs: [
    hello(),
    `Thank you for giving to ${SITE_NAME} in the financial year ${s.label} (1 July to 30 June). You made ${s.gifts === 1 ? 'one gift' : `${s.gifts} gifts`}${s.testMode ? '' : `, $${s.total} AUD in all`}.`,
    s.testMode
      ? 'These were test gifts: no money moved, and the statement is not a tax receipt.'
      : 'Your statement lists every gift of that year on one page, ready for your tax return. You can print it or save it as a PDF.',
  ],
  action: { label: 'See your statement', url: statementUrl },
  after: [
    member
      ? 'You will be asked to sign in if you are not already.'
      : 'The link works for 30 days. After that, you can ask for a new one on the "Manage your giving" page at any time.',
  ],
  reason: `You got this email because you gave to ${SITE_NAME} with this address in that financial year. We send it once a year, in July.`,
});
