import type { Env } from '../env';
import { ApiError } from './errors';
import { log } from './log';

// The two things the worker asks of Stripe: a Checkout Session to pay on, and proof that a
// webhook came from Stripe. Plain fetch and WebCrypto, so it runs on Workers with no SDK.

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
  let res: Response;
  try {
    res = await fetch(`${STRIPE_API}/checkout/sessions`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${secretKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        'Idempotency-Key': r.idempotencyKey,
      },
      body: form,
    });
  } catch (error) {
    log('error', 'stripe.unreachable', { donationId: r.donationId, error: String(error) });
    throw paymentsUnavailable();
  }
  const body = (await res.json().catch(() => null)) as { id?: string; url?: string; error?: { message?: string } } | null;
  if (!res.ok || !body?.id || !body.url) {
    // Stripe's message can name the account's settings; it goes to the log, not to the donor.
    log('error', 'stripe.checkout_failed', { donationId: r.donationId, status: res.status, stripeMessage: body?.error?.message });
    throw paymentsUnavailable();
  }
  return { id: body.id, url: body.url };
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
