// The receipt mail of a paid gift, and the "Manage your giving" link on request (issue 21).
// Giving never waits for, or fails because of, mail: without mail settings the receipt page is
// still the receipt, and nothing is queued.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donationCampaigns, donations } from '../../db/schema';
import type { Env } from '../../platform/env';
import { log } from '../../lib/log';
import { donationReceiptMail, manageGivingMail } from '../mails/donation-mail-texts';
import { centsToAmount } from '../../schemas/money';
import { organisation } from './giving-setup';
import { issueDonorLink } from './donor-links';
import { mailConfigured, sendMail } from '../../mail/public';
import { countHit } from '../../accounts/public';

const sydneyDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Sydney' });

export const manageLinkPath = (token: string) => `/donations/manage?token=${encodeURIComponent(token)}`;

type PaidGift = {
  email: string;
  donorName: string | null;
  amountCents: number;
  campaign: string;
  receiptNumber: string | null;
  receiptToken: string;
  paidAt: string;
  testMode: boolean;
};

/** Queues the receipt mail of a paid gift whose "Manage your giving" link (`token`) is already stored. */
export async function sendReceiptMail(env: Env, gift: PaidGift, token: string, origin: string, now = new Date()): Promise<void> {
  const mail = donationReceiptMail(
    {
      amount: centsToAmount(gift.amountCents),
      campaign: gift.campaign,
      receiptNumber: gift.receiptNumber,
      date: sydneyDate.format(new Date(gift.paidAt)),
      testMode: gift.testMode,
      organisation: gift.testMode ? null : organisation(env),
    },
    `${origin}/donations/receipts/${encodeURIComponent(gift.receiptToken)}`,
    `${origin}${manageLinkPath(token)}`,
  );
  await sendMail(env, 'donation-receipt', gift.email, mail, now);
}

/** Mails the receipt of a gift that has just been paid (Stripe's webhook), with a fresh "Manage your giving" link. */
export async function mailDonationReceipt(db: Db, env: Env, donationId: number, origin: string, now = new Date()): Promise<void> {
  if (!mailConfigured(env)) {
    log('warn', 'donation.receipt_not_mailed', { donationId, reason: 'mail is not configured' });
    return;
  }
  const row = await db
    .select({ d: donations, campaign: donationCampaigns.title })
    .from(donations)
    .innerJoin(donationCampaigns, eq(donationCampaigns.id, donations.campaignId))
    .where(eq(donations.id, donationId))
    .get();
  const receiptToken = row?.d.receiptToken;
  if (!row || row.d.status !== 'paid' || !receiptToken) return;
  const { d } = row;
  const token = await issueDonorLink(db, d.email, now);
  const gift = { ...d, campaign: row.campaign, receiptToken, paidAt: d.paidAt ?? now.toISOString(), testMode: d.provider === 'test' };
  await sendReceiptMail(env, gift, token, origin, now);
}

export const MANAGE_LINK_SENT_MESSAGE =
  'If gifts were made with that address, we have emailed it a link to manage them. Check your inbox in a few minutes.';

/**
 * "Email me a link": the same answer whether or not the address gave (it tells nobody who gave),
 * and at most three mails an hour to one address, silently; the visitor's address is limited in
 * the route, out loud.
 */
export async function requestManageLink(db: Db, env: Env, email: string, origin: string, now = new Date()): Promise<void> {
  const gave = await db
    .select({ id: donations.id })
    .from(donations)
    .where(sql`lower(${donations.email}) = ${email.toLowerCase()} and ${donations.status} != 'failed'`)
    .limit(1)
    .get();
  if (!gave) return;
  if ((await countHit(db, `manage-link:${email.toLowerCase()}`, 3600, now)).count > 3) return;
  const token = await issueDonorLink(db, email, now);
  await sendMail(env, 'manage-giving', email, manageGivingMail(`${origin}${manageLinkPath(token)}`), now);
}
