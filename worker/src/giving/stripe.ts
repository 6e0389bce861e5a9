import type { Env } from '../platform/env';
import { ApiError } from '../lib/errors';
import { log } from '../lib/log';

// What the worker asks of Stripe: Checkout Sessions to pay on (once or monthly), changes to a
// monthly gift's subscription, the customer portal, and proof that a webhook came from Stripe. Plain fetch and WebCrypto, so it runs on Workers with no SDK.

const STRIPE_API = 'https://api.stripe.com/v1';
/** Stripe's own default: a signed event older than five minutes is refused (replay defence). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

export const stripeConfigured = (env: Env) => Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);

type CheckoutRequest = {
  donationId: number;
  /** Unique across every database that shares the Stripe account (ids are not). */
  idempotencyKey: string;
  amountCents: number;
  campaignTitle: string;
  email: string;
  successUrl: string;
  cancelUrl: string;
};

/** Creates the Checkout Session for one donation, once, whatever retries happen. */
export async function createCheckoutSession(secretKey: string, r: CheckoutRequest): Promise<{ id: string; url: string }> {
  const form = new URLSearchParams({
    mode: 'payment',
    submit_type: 'donate',
    success_url: r.successUrl,
    cancel_url: r.cancelUrl,
    customer_email: r.email,
    client_reference_id: String(r.donationId),
    'metadata[donation_id]': String(r.donationId),
    'line_items[0][quantity]': '1',
    'line_items[0][price_data][currency]': 'aud',
    'line_items[0][price_data][unit_amount]': String(r.amountCents),
    'line_items[0][price_data][product_data][name]': `Donation: ${r.campaignTitle}`.slice(0, 250),
  });
  return checkoutUrl(await stripeCall(secretKey, 'POST', '/checkout/sessions', form, r.idempotencyKey, { donationId: r.donationId }));
}

type MonthlyCheckoutRequest = Omit<CheckoutRequest, 'donationId'> & { monthlyGiftId: number };

/**
 * A monthly gift's Checkout Session in subscription mode (Stripe Billing): the price is made
 * inline, so no Product or Price has to be set up in Stripe first. The gift's id rides on the
 * subscription's metadata, so every invoice and subscription event names it, in whatever order they come.
 */
export async function createMonthlyCheckoutSession(secretKey: string, r: MonthlyCheckoutRequest): Promise<{ id: string; url: string }> {
  const form = new URLSearchParams({
    mode: 'subscription',
    success_url: r.successUrl,
    cancel_url: r.cancelUrl,
    customer_email: r.email,
    client_reference_id: `monthly-${r.monthlyGiftId}`,
    'metadata[monthly_gift_id]': String(r.monthlyGiftId),
    'subscription_data[metadata][monthly_gift_id]': String(r.monthlyGiftId),
    'line_items[0][quantity]': '1',
    'line_items[0][price_data][currency]': 'aud',
    'line_items[0][price_data][unit_amount]': String(r.amountCents),
    'line_items[0][price_data][recurring][interval]': 'month',
    'line_items[0][price_data][product_data][name]': `Monthly gift: ${r.campaignTitle}`.slice(0, 250),
  });
  return checkoutUrl(await stripeCall(secretKey, 'POST', '/checkout/sessions', form, r.idempotencyKey, { monthlyGiftId: r.monthlyGiftId }));
}

function checkoutUrl(body: Record<string, unknown>): { id: string; url: string } {
  if (typeof body.id !== 'string' || typeof body.url !== 'string') throw paymentsUnavailable();
  return { id: body.id, url: body.url };
}

/** A subscription's first item (a monthly gift has one), for changing its price. */
export async function subscriptionItemId(secretKey: string, subscriptionId: string): Promise<string> {
  const body = await stripeCall(secretKey, 'GET', `/subscriptions/${encodeURIComponent(subscriptionId)}`, null, null, { subscriptionId });
  const items = (body.items as { data?: { id?: string }[] } | undefined)?.data;
  const id = items?.[0]?.id;
  if (typeof id !== 'string') throw paymentsUnavailable();
  return id;
}

/** Stops a subscription now: no further invoice is made. */
export const cancelSubscription = (secretKey: string, subscriptionId: string) =>
  stripeCall(secretKey, 'DELETE', `/subscriptions/${encodeURIComponent(subscriptionId)}`, null, null, { subscriptionId });

/** Changes a subscription's monthly amount from the next invoice on, with no proration (no surprise charge today). */
export async function changeSubscriptionAmount(secretKey: string, subscriptionId: string, amountCents: number, campaignTitle: string) {
  const item = await subscriptionItemId(secretKey, subscriptionId);
  const form = new URLSearchParams({
    proration_behavior: 'none',
    'items[0][id]': item,
    'items[0][price_data][currency]': 'aud',
    'items[0][price_data][unit_amount]': String(amountCents),
    'items[0][price_data][recurring][interval]': 'month',
    'items[0][price_data][product_data][name]': `Monthly gift: ${campaignTitle}`.slice(0, 250),
  });
  await stripeCall(secretKey, 'POST', `/subscriptions/${encodeURIComponent(subscriptionId)}`, form, null, { subscriptionId });
}

/** Pauses or resumes collection (a closed campaign's gift charges nothing until the donor moves it). */
export async function pauseSubscription(secretKey: string, subscriptionId: string, paused: boolean) {
  const form = new URLSearchParams(paused ? { 'pause_collection[behavior]': 'void' } : { pause_collection: '' });
  await stripeCall(secretKey, 'POST', `/subscriptions/${encodeURIComponent(subscriptionId)}`, form, null, { subscriptionId });
}

/** What a refund names: the payment intent, or (an old charge made without one) the charge. */
export type RefundTarget = { paymentIntent: string } | { charge: string };

/**
 * Refunds a payment in full (decision 0037). The idempotency key names the donation, so a
 * retried or doubled request never refunds twice; Stripe answers the first refund again.
 */
export async function refundPayment(secretKey: string, target: RefundTarget, donationId: number): Promise<void> {
  const form = new URLSearchParams({
    ...('paymentIntent' in target ? { payment_intent: target.paymentIntent } : { charge: target.charge }),
    'metadata[donation_id]': String(donationId),
  });
  await stripeCall(secretKey, 'POST', '/refunds', form, `refund-donation-${donationId}`, { donationId });
}

const stripeId = (value: unknown, prefix: string) =>
  typeof value === 'string' && value.startsWith(prefix) && value.length <= 255 ? value : null;

/**
 * The payment of a paid invoice. From API version 2025-03-31 (basil) an invoice no longer
 * carries `payment_intent` or `charge`: its payments are Invoice Payment objects, listed by
 * invoice, each naming a `payment` of type `payment_intent` (with its id) or `charge` (only for
 * a charge made without a payment intent). Null when Stripe names no paid payment.
 */
export async function paymentOfInvoice(secretKey: string, invoiceId: string): Promise<RefundTarget | null> {
  const query = new URLSearchParams({ invoice: invoiceId, limit: '10' });
  const body = await stripeCall(secretKey, 'GET', `/invoice_payments?${query}`, null, null, { invoiceId });
  const payments = Array.isArray(body.data) ? (body.data as { status?: unknown; payment?: Record<string, unknown> }[]) : [];
  for (const { status, payment } of payments) {
    if (status !== 'paid' || !payment) continue;
    const paymentIntent = stripeId(payment.payment_intent, 'pi_');
    if (paymentIntent) return { paymentIntent };
    const charge = stripeId(payment.charge, 'ch_');
    if (charge) return { charge };
  }
  return null;
}

/** The invoice a payment intent paid, if any (basil and later: the intent no longer names it). */
export async function invoiceOfPayment(secretKey: string, paymentIntent: string): Promise<string | null> {
  const query = new URLSearchParams({ 'payment[type]': 'payment_intent', 'payment[payment_intent]': paymentIntent, limit: '1' });
  const body = await stripeCall(secretKey, 'GET', `/invoice_payments?${query}`, null, null, { paymentIntent });
  const [first] = Array.isArray(body.data) ? (body.data as { invoice?: unknown }[]) : [];
  return stripeId(first?.invoice, 'in_');
}

/** Stripe's customer portal, where the donor updates their card: card details never reach the worker. */
export async function createPortalSession(secretKey: string, customerId: string, returnUrl: string): Promise<string> {
  const form = new URLSearchParams({ customer: customerId, return_url: returnUrl });
  const body = await stripeCall(secretKey, 'POST', '/billing_portal/sessions', form, null, { customerId });
  if (typeof body.url !== 'string') throw paymentsUnavailable();
  return body.url;
}

/** One call to Stripe's API. Stripe's own message can name the account's settings: it goes to the log, never to the donor. */
async function stripeCall(
  secretKey: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  form: URLSearchParams | null,
  idempotencyKey: string | null,
  fields: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const headers: Record<string, string> = { Authorization: `Bearer ${secretKey}` };
  if (form) headers['Content-Type'] = 'application/x-www-form-urlencoded';
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  let res: Response;
  try {
    res = await fetch(`${STRIPE_API}${path}`, { method, headers, ...(form ? { body: form } : {}) });
  } catch (error) {
    log('error', 'stripe.unreachable', { ...fields, error: String(error) });
    throw paymentsUnavailable();
  }
  const body = (await res.json().catch(() => null)) as (Record<string, unknown> & { error?: { message?: string } }) | null;
  if (!res.ok || !body) {
    log('error', path === '/checkout/sessions' ? 'stripe.checkout_failed' : 'stripe.call_failed', {
      ...fields,
      path,
      status: res.status,
      stripeMessage: body?.error?.message,
    });
    throw paymentsUnavailable();
  }
  return body;
}

const paymentsUnavailable = () =>
  new ApiError('unavailable', 'Payments are briefly unavailable. Nothing was charged. Please try again shortly.');

const encoder = new TextEncoder();

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) return null;
  return Uint8Array.from(hex.match(/../g)!, (b) => parseInt(b, 16));
}

/**
 * Stripe's signature scheme: the header "t=<unix time>,v1=<hex HMAC-SHA256>" signs
 * "<t>.<raw body>" with the endpoint's secret. crypto.subtle.verify compares in constant time.
 */
export async function verifyStripeSignature(
  secret: string,
  payload: string,
  header: string | undefined,
  now = new Date(),
): Promise<boolean> {
  if (!header) return false;
  const parts = header.split(',').map((p) => p.trim().split('=') as [string, string | undefined]);
  const timestamp = Number(parts.find(([k]) => k === 't')?.[1]);
  const signatures = parts.filter(([k, val]) => k === 'v1' && val).map(([, val]) => val!);
  if (!Number.isInteger(timestamp) || signatures.length === 0) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  const signed = encoder.encode(`${timestamp}.${payload}`);
  for (const hex of signatures) {
    const bytes = hexToBytes(hex);
    if (bytes && (await crypto.subtle.verify('HMAC', key, bytes, signed))) return true;
  }
  return false;
}

/** Signs a payload as Stripe does: the tests deliver events with it. */
export async function signStripePayload(secret: string, payload: string, timestamp = Math.floor(Date.now() / 1000)): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${payload}`)));
  return `t=${timestamp},v1=${Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
