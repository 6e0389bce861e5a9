import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env';
import { currentUser, refuseSuspended, refuseUnconfirmedDonor, requireEditor, requireRole, siteOrigin } from '../../accounts/public';
import { ApiError } from '../../lib/errors';
import { log, requestFields } from '../../lib/log';
import { idParam } from '../../lib/params';
import { PUBLIC_REVALIDATE, cachedJson } from '../../lib/public-cache';
import { clientIp } from '../../lib/request';
import { verifyStripeSignature } from '../stripe';
import { parseJsonObject, valid } from '../../lib/validate';
import { campaignSchema, campaignUpdateSchema, donationSchema } from '../../schemas/donations';
import { donationExportSchema } from '../../schemas/donation-export';
import { donorsQuerySchema, paymentsQuerySchema } from '../../schemas/donation-payments';
import { testClockSchema } from '../../schemas/monthly-gifts';
import { exportDonations } from '../services/donation-export';
import { listPayments, refundDonation } from '../services/donation-refunds';
import { listDonors } from '../services/donors-list';
import { createCampaign, deleteCampaign, donationStats, listCampaigns, updateCampaign } from '../services/donation-campaigns';
import { advanceTestClock, closeMonthlyGiftsOf } from '../services/monthly-gifts';
import { monthlySummary } from '../services/monthly-summary';
import { applyStripeEvent, getReceipt, give, type StripeEvent } from '../services/donations';
import { givingSettings } from '../services/giving-setup';

const campaignId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'id', 'Campaign not found');

/**
 * Campaigns and the giving side. Everyone may read campaigns and give;
 * only editors and admins change campaigns. Totals must move the moment a gift lands, so
 * public reads are revalidated every time (cheap with the ETag) rather than kept.
 */
export const donationRoutes = new Hono<AppEnv>()
  .get('/donation-campaigns', async (c) => {
    const campaigns = await listCampaigns(c.var.db);
    return cachedJson(c, JSON.stringify(campaigns), campaigns, PUBLIC_REVALIDATE);
  })
  .get('/donation-stats', async (c) => {
    const stats = await donationStats(c.var.db);
    return cachedJson(c, JSON.stringify(stats), stats, PUBLIC_REVALIDATE);
  })
  .post('/donation-campaigns', requireEditor, valid('json', campaignSchema), async (c) =>
    c.json(await createCampaign(c.var.db, currentUser(c), c.req.valid('json')), 201),
  )
  .patch('/donation-campaigns/:id', requireEditor, valid('json', campaignUpdateSchema), async (c) => {
    const campaign = await updateCampaign(c.var.db, currentUser(c), campaignId(c), c.req.valid('json'));
    // A closed campaign's monthly gifts stop charging, and their donors are asked to move or stop them.
    if (campaign.status === 'completed' || campaign.status === 'cancelled')
      await closeMonthlyGiftsOf(c.var.db, c.env, campaign.id, siteOrigin(c));
    return c.json(campaign, 200);
  })
  .delete('/donation-campaigns/:id', requireEditor, async (c) => {
    await deleteCampaign(c.var.db, currentUser(c), campaignId(c));
    return c.json({ ok: true as const }, 200);
  })
  .post('/donation-campaigns/:id/donations', refuseSuspended, refuseUnconfirmedDonor, valid('json', donationSchema), async (c) => {
    const id = campaignId(c);
    return c.json(
      await give(c.var.db, c.env, id, c.req.valid('json'), new URL(c.req.url).origin, clientIp(c), c.var.user?.id ?? null),
      201,
    );
  })
  // The same for everyone and fixed per deployment: cacheable like the public pages.
  .get('/donations/settings', (c) => {
    const settings = givingSettings(c.env);
    return cachedJson(c, JSON.stringify(settings), settings);
  })
  // Donation Management's monthly figures: for the people who run campaigns.
  .get('/donations/monthly-summary', requireEditor, async (c) => c.json(await monthlySummary(c.var.db), 200))
  // The donors list: editors and admins; donors' emails go to admins only.
  .get('/donations/donors', requireEditor, valid('query', donorsQuerySchema), async (c) =>
    c.json(await listDonors(c.var.db, c.req.valid('query'), currentUser(c).role === 'admin'), 200),
  )
  // Payments and refunds (decision 0037): admins only, as refunds move money back.
  .get('/donations/payments', requireRole('admin'), valid('query', paymentsQuerySchema), async (c) =>
    c.json(await listPayments(c.var.db, c.req.valid('query')), 200),
  )
  .post('/donations/payments/:id/refund', requireRole('admin'), async (c) => {
    const id = idParam(c, 'id', 'Payment not found');
    return c.json(await refundDonation(c.var.db, c.env, currentUser(c), id, siteOrigin(c)), 200);
  })
  // The accountant's CSV: it carries donors' emails, so admins only.
  .get('/donations/export', requireRole('admin'), valid('query', donationExportSchema), async (c) => {
    const range = c.req.valid('query');
    return c.body(await exportDonations(c.var.db, range), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="donations-${range.from}-to-${range.to}.csv"`,
      'Cache-Control': 'no-store',
    });
  })
  // The test-mode clock (npm run donations:advance): admins only, and refused outside test mode.
  .post('/donations/test-clock', requireRole('admin'), valid('json', testClockSchema), async (c) => {
    const { months, fail } = c.req.valid('json');
    return c.json(await advanceTestClock(c.var.db, c.env, months, fail, siteOrigin(c)), 200);
  })
  .get('/donations/receipts/:token', async (c) => c.json(await getReceipt(c.var.db, c.env, c.req.param('token')), 200))
  // Stripe calls this from its servers (JSON, no Origin, no cookie), so the same-origin check
  // lets it through like any non-browser client; its signature is its proof. The body is read
  // as raw text (the signature covers the exact bytes), so it has no type for the typed client,
  // which the SPA never uses here anyway.
  .post('/donations/stripe-webhook', async (c) => {
    const secret = c.env.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw new ApiError('not_found', 'Not found');
    // At most WEBHOOK_MAX_BYTES arrive here: the body is counted as it is read (lib/body-limits.ts).
    const payload = await c.req.text();
    if (!(await verifyStripeSignature(secret, payload, c.req.header('stripe-signature')))) {
      log('warn', 'stripe.bad_signature', requestFields(c));
      throw new ApiError('bad_request', 'The signature does not match.');
    }
    const result = await applyStripeEvent(c.var.db, c.env, parseJsonObject(payload) as StripeEvent, siteOrigin(c));
    return c.json({ received: true as const, result }, 200);
  });
