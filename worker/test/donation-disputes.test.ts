import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import type { Env } from '../src/platform/env';
import type { ErrorBody } from '../src/lib/errors';
import { DISPUTED_MESSAGE, type DonationPayment } from '../src/schemas/donation-payments';
import type { DonationCampaign } from '../src/schemas/donations';
import { makeCampaign, makeDonation, withStripe, stripeEventResult } from './support/donation-factories';
import { createTestEnv } from './support/env';
import { signedIn } from './support/factories';
import { call } from './support/request';

// Disputes (issue 21): a card holder disputes a gift with their bank; Stripe reports it opened
// and decided. Open: shown to admins, and no refund here. Lost: the money went back, so the
// payment counts as refunded everywhere. Events may come twice or out of order.

let te: Awaited<ReturnType<typeof createTestEnv>>;
let stripe: Env;
let admin: string;
beforeAll(async () => {
  te = await createTestEnv();
  stripe = withStripe(te.env);
  ({ cookie: admin } = await signedIn(te.db, { role: 'admin' }));
});
afterAll(() => te.dispose());

const row = (id: number) => te.db.select().from(t.donations).where(eq(t.donations.id, id)).get();
const raised = async (id: number) =>
  ((await (await call(stripe, '/api/donation-campaigns')).json()) as DonationCampaign[]).find((c) => c.id === id)!.currentAmount;
const payments = async () => (await (await call(stripe, '/api/donations/payments', { cookie: admin })).json()) as DonationPayment[];

const deliver = (event: Record<string, unknown>) => stripeEventResult(stripe, event);
const disputeEvent = (
  eventId: string,
  type: 'created' | 'closed',
  paymentIntent: string,
  status = type === 'created' ? 'needs_response' : 'lost',
) =>
  deliver({
    id: eventId,
    type: `charge.dispute.${type}`,
    data: {
      object: {
        id: `dp_${paymentIntent}`,
        object: 'dispute',
        payment_intent: paymentIntent,
        status,
        amount: 2500,
        reason: 'subscription_canceled',
      },
    },
  });

async function stripeGift(intent: string) {
  const campaign = await makeCampaign(te.db, { title: `Disputed ${intent}` });
  const gift = await makeDonation(te.db, campaign.id, { provider: 'stripe', paymentIntent: intent, amountCents: 2500 });
  return { campaign, gift };
}

describe('a disputed gift', () => {
  it('is shown open to admins and cannot be refunded here, then counts as refunded once the dispute is lost', async () => {
    const { campaign, gift } = await stripeGift('pi_dispute_lost');
    expect(await disputeEvent('evt_dp_created_1', 'created', 'pi_dispute_lost')).toBe('applied');
    expect(await row(gift.id)).toMatchObject({ status: 'paid', disputeStatus: 'open' });
    expect((await payments()).find((p) => p.id === gift.id)).toMatchObject({ status: 'paid', dispute: 'open' });
    expect(await raised(campaign.id)).toBe('25.00');

    const refused = await call(stripe, `/api/donations/payments/${gift.id}/refund`, { method: 'POST', cookie: admin });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ErrorBody).message).toBe(DISPUTED_MESSAGE);
    expect((await row(gift.id))!.status).toBe('paid');

    expect(await disputeEvent('evt_dp_closed_1', 'closed', 'pi_dispute_lost', 'lost')).toBe('applied');
    expect(await row(gift.id)).toMatchObject({
      status: 'refunded',
      disputeStatus: 'lost',
      refundedAt: expect.any(String),
      refundedById: null,
    });
    expect(await raised(campaign.id)).toBe('0.00');
    expect((await payments()).find((p) => p.id === gift.id)).toMatchObject({ status: 'refunded', dispute: 'lost' });

    // The same events again change nothing.
    expect(await disputeEvent('evt_dp_closed_1', 'closed', 'pi_dispute_lost', 'lost')).toBe('duplicate');
    expect(await disputeEvent('evt_dp_created_1b', 'created', 'pi_dispute_lost')).toBe('duplicate');
    expect((await row(gift.id))!.disputeStatus).toBe('lost');
  });

  it('keeps a gift whose dispute was won in every total', async () => {
    const { campaign, gift } = await stripeGift('pi_dispute_won');
    await disputeEvent('evt_dp_created_2', 'created', 'pi_dispute_won');
    expect(await disputeEvent('evt_dp_closed_2', 'closed', 'pi_dispute_won', 'won')).toBe('applied');
    expect(await row(gift.id)).toMatchObject({ status: 'paid', disputeStatus: 'won', refundedAt: null });
    expect(await raised(campaign.id)).toBe('25.00');
  });

  it('applies a decision that arrives before the dispute was reported open, and ignores the late opening', async () => {
    const { campaign, gift } = await stripeGift('pi_dispute_order');
    expect(await disputeEvent('evt_dp_closed_3', 'closed', 'pi_dispute_order', 'lost')).toBe('applied');
    expect(await disputeEvent('evt_dp_created_3', 'created', 'pi_dispute_order')).toBe('duplicate');
    expect(await row(gift.id)).toMatchObject({ status: 'refunded', disputeStatus: 'lost' });
    expect(await raised(campaign.id)).toBe('0.00');
  });

  it('treats an inquiry closed without a dispute as money kept, and ignores a charge that is not ours', async () => {
    const { gift } = await stripeGift('pi_inquiry');
    expect(await disputeEvent('evt_dp_closed_4', 'closed', 'pi_inquiry', 'warning_closed')).toBe('applied');
    expect(await row(gift.id)).toMatchObject({ status: 'paid', disputeStatus: 'won' });
    expect(await disputeEvent('evt_dp_other', 'created', 'pi_not_ours')).toBe('ignored');
  });
});
