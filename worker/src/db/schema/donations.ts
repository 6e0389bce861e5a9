import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { CAMPAIGN_STATUSES, DONATION_STATUSES } from '../../schemas/donations';
import { createdAt, id, updatedAt } from './columns';
import { monthlyGifts } from './monthly-gifts';
import { users } from './users';

export const donationCampaigns = sqliteTable(
  'donation_campaigns',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    // Money is whole cents in the database and a decimal string ("1500.00") in the API.
    goalCents: integer('goal_cents').notNull(),
    status: text('status', { enum: CAMPAIGN_STATUSES }).notNull().default('active'),
    imageUrl: text('image_url'),
    endDate: text('end_date'), // yyyy-MM-dd
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('campaigns_created_idx').on(t.createdAt)],
);

/** A campaign's total is always the sum of its paid donations: nothing is typed in. */
export const donations = sqliteTable(
  'donations',
  {
    id: id(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => donationCampaigns.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    /** Kept for the donor's receipt; shown to the public only when they ticked showName. */
    donorName: text('donor_name'),
    showName: integer('show_name', { mode: 'boolean' }).notNull().default(false),
    email: text('email').notNull(),
    /** The member who gave while signed in, for their own copy of their data; cleared when they delete their account. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: DONATION_STATUSES }).notNull().default('pending'),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    providerRef: text('provider_ref'),
    receiptNumber: text('receipt_number'),
    /** Random and unguessable: the receipt's address, which only the donor is given. */
    receiptToken: text('receipt_token'),
    /** One charge of a monthly gift (issue 21): each is its own row with its own receipt. */
    monthlyGiftId: integer('monthly_gift_id').references(() => monthlyGifts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    paidAt: text('paid_at'),
    /** Stripe's payment intent of the charge: what a refund names, and how `charge.refunded` finds the row. */
    paymentIntent: text('payment_intent'),
    /** Set with status `refunded` (decision 0037); `refundedById` is null when the refund came from Stripe's dashboard. */
    refundedAt: text('refunded_at'),
    refundedById: integer('refunded_by_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * A card-holder's dispute of the charge (Stripe's `charge.dispute.*`): open while Stripe
     * decides, then won (the money stays) or lost (it went back to the card: the payment is
     * then `refunded`, so totals and tax statements drop it).
     */
    disputeStatus: text('dispute_status', { enum: ['open', 'won', 'lost'] }),
  },
  (t) => [
    index('donations_campaign_status_idx').on(t.campaignId, t.status),
    index('donations_status_email_idx').on(t.status, t.email),
    index('donations_user_idx').on(t.userId),
    // Paid donations newest first (each campaign's list), without sorting them.
    index('donations_status_paid_idx').on(t.status, t.paidAt),
    uniqueIndex('donations_receipt_unique').on(t.receiptNumber),
    uniqueIndex('donations_provider_ref_unique').on(t.providerRef),
    uniqueIndex('donations_receipt_token_unique').on(t.receiptToken),
    index('donations_monthly_gift_idx').on(t.monthlyGiftId),
    index('donations_payment_intent_idx').on(t.paymentIntent),
  ],
);

/** Stripe webhook events already handled: a replayed event is answered but never counted twice. */
export const stripeEvents = sqliteTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});

/**
 * "Manage your giving" links (issue 21): a donor needs no account, so the link names an email
 * address. Random, stored only as a SHA-256 hash, good for 30 days and usable again within them
 * (a donor comes back to it), and mailed only to that address.
 */
export const donorLinks = sqliteTable(
  'donor_links',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: text('expires_at').notNull(),
  },
  (t) => [uniqueIndex('donor_links_token_idx').on(t.tokenHash), index('donor_links_expires_idx').on(t.expiresAt)],
);
