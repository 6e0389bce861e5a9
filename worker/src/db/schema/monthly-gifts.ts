import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { MONTHLY_STATUSES } from '../../schemas/monthly-gifts';
import { createdAt, id, updatedAt } from './columns';
import { donationCampaigns } from './donations';
import { users } from './users';

/**
 * A monthly gift (issue 21, decision 0033). Each charge of it is its own row in `donations`
 * (monthly_gift_id), with its own receipt; this row only says what to charge, where, and whether.
 * With Stripe it mirrors a subscription; in test mode `next_charge_at` is its simulated clock.
 */
export const monthlyGifts = sqliteTable(
  'monthly_gifts',
  {
    id: id(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => donationCampaigns.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    donorName: text('donor_name'),
    showName: integer('show_name', { mode: 'boolean' }).notNull().default(false),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: MONTHLY_STATUSES }).notNull().default('pending'),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    /** Random: Stripe's idempotency key for the Checkout Session, unique across databases. */
    token: text('token').notNull(),
    checkoutSessionId: text('checkout_session_id'),
    subscriptionId: text('subscription_id'),
    customerId: text('customer_id'),
    /** The `created` second of the last subscription event applied: an older one arriving late is ignored. */
    stripeEventAt: integer('stripe_event_at'),
    /** Test mode: when the next charge falls due on the simulated clock. */
    nextChargeAt: text('next_charge_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    stoppedAt: text('stopped_at'),
  },
  (t) => [
    index('monthly_gifts_email_idx').on(t.email),
    index('monthly_gifts_campaign_status_idx').on(t.campaignId, t.status),
    uniqueIndex('monthly_gifts_subscription_unique').on(t.subscriptionId),
    uniqueIndex('monthly_gifts_checkout_unique').on(t.checkoutSessionId),
  ],
);
