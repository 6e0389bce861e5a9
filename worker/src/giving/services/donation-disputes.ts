// Disputes (issue 21): a donor who cannot stop a gift disputes the charge with their bank
// instead. Stripe tells us with `charge.dispute.created` and, when it is decided,
// `charge.dispute.closed`. An open dispute is shown to admins on the payment (and a refund
// here is refused: Stripe will not refund a disputed charge); a lost one means the money went
// back to the card, so the payment becomes `refunded` and every total and tax statement drops it,
// as for a refund. Events may arrive in any order or twice: each change is guarded, so a
// `created` after its `closed` changes nothing.
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donations } from '../../db/schema';
import type { Env } from '../../platform/env';
import { log } from '../../lib/log';
import { paymentOfIntent } from './donation-refunds';

export const DISPUTE_EVENTS = new Set(['charge.dispute.created', 'charge.dispute.closed']);

type Dispute = { payment_intent?: unknown; status?: unknown };

export async function applyChargeDispute(
  db: Db,
  env: Env,
  type: string,
  dispute: Dispute,
  now = new Date(),
): Promise<'applied' | 'duplicate' | 'ignored'> {
  const row = await paymentOfIntent(db, env, dispute.payment_intent);
  if (!row) return 'ignored';
  if (type === 'charge.dispute.created') {
    const opened = await db
      .update(donations)
      .set({ disputeStatus: 'open' })
      .where(and(eq(donations.id, row.id), isNull(donations.disputeStatus)))
      .returning({ id: donations.id });
    if (opened.length === 0) return 'duplicate';
    log('warn', 'donation.disputed', { donationId: row.id });
    return 'applied';
  }
  // Stripe's closed statuses: `lost`, `won`, and `warning_closed` (an inquiry that never became a
  // dispute). Only a lost one moved the money.
  const lost = dispute.status === 'lost';
  const closed = await db
    .update(donations)
    .set(
      lost
        ? {
            disputeStatus: 'lost',
            status: sql`case when ${donations.status} = 'paid' then 'refunded' else ${donations.status} end`,
            refundedAt: sql`coalesce(${donations.refundedAt}, ${now.toISOString()})`,
          }
        : { disputeStatus: 'won' },
    )
    .where(and(eq(donations.id, row.id), or(isNull(donations.disputeStatus), inArray(donations.disputeStatus, ['open']))))
    .returning({ id: donations.id });
  if (closed.length === 0) return 'duplicate';
  log(lost ? 'warn' : 'info', lost ? 'donation.dispute_lost' : 'donation.dispute_won', { donationId: row.id });
  return 'applied';
}
