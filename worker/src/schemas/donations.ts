import * as v from 'valibot';
import { isMediaLibraryUrl, MEDIA_IMAGE_MESSAGE, requiredText } from './fields';
import { isRealDate } from './dates';
import { centsToAmount, parseAmountCents } from './money';
import { noLinks } from './names';

// The campaign form and the giving form, shared by the donations screen and the worker so both
// say the same words; then the shapes the API returns.

export const CAMPAIGN_STATUSES = ['active', 'paused', 'completed', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

const CAMPAIGN_TITLE_MAX = 200;
const CAMPAIGN_DESCRIPTION_MAX = 5000;
/** The largest goal the form takes: ten million dollars, in cents. */
const GOAL_MAX_CENTS = 10_000_000_00;
/** Giving: at least $2.00 (card fees eat smaller gifts), at most $100,000.00 online. */
export const DONATION_MIN_CENTS = 2_00;
export const DONATION_MAX_CENTS = 100_000_00;
/** The preset amounts of the Donate dialog, in dollars. */
export const PRESET_AMOUNTS = ['10', '25', '50', '100'] as const;

export const STATUS_MESSAGE = 'Status must be active, paused, completed or cancelled';
export const GOAL_MESSAGE = 'Goal must be a positive amount with at most two decimals';
export const END_DATE_MESSAGE = 'End date must be a date';
/** The campaign form's name for the one media-library image message (news images share it). */
export const IMAGE_URL_MESSAGE = MEDIA_IMAGE_MESSAGE;

const goalField = v.pipe(
  v.string('Goal amount is required'),
  v.trim(),
  v.nonEmpty('Goal amount is required'),
  v.check((s) => {
    const cents = parseAmountCents(s);
    return cents !== null && cents > 0;
  }, GOAL_MESSAGE),
  v.check((s) => (parseAmountCents(s) ?? 0) <= GOAL_MAX_CENTS, `Goal must be at most ${centsToAmount(GOAL_MAX_CENTS)}`),
);

/** The campaign form. Empty image URL and end date mean "none". */
export const campaignSchema = v.object({
  title: requiredText('Title', CAMPAIGN_TITLE_MAX),
  description: requiredText('Description', CAMPAIGN_DESCRIPTION_MAX),
  goal: goalField,
  status: v.picklist(CAMPAIGN_STATUSES, STATUS_MESSAGE),
  imageUrl: v.pipe(
    v.optional(v.nullable(v.string('Image URL must be text')), ''),
    v.transform((s) => (s ?? '').trim()),
    v.maxLength(2000, 'Image URL must be less than 2000 characters'),
    v.check((s) => s === '' || isMediaLibraryUrl(s), IMAGE_URL_MESSAGE),
  ),
  endDate: v.pipe(
    v.optional(v.nullable(v.string(END_DATE_MESSAGE)), ''),
    v.transform((s) => (s ?? '').trim()),
    v.check((s) => s === '' || (/^\d{4}-\d{2}-\d{2}$/.test(s) && isRealDate(s)), END_DATE_MESSAGE),
  ),
});

/** PATCH takes the same fields, any of them. */
export const campaignUpdateSchema = v.partial(campaignSchema);

// ---------------------------------------------------------------------------------- giving

export const AMOUNT_MESSAGE = 'Enter an amount in dollars and cents, such as 25 or 25.50';
export const MIN_AMOUNT_MESSAGE = `The smallest donation is $${centsToAmount(DONATION_MIN_CENTS)}`;
export const MAX_AMOUNT_MESSAGE = `Donations online are limited to $${Number(centsToAmount(DONATION_MAX_CENTS)).toLocaleString('en-AU', { minimumFractionDigits: 2 })} each`;
export const NAME_MESSAGE = 'Enter your name to show it with your gift';

/** A gift's amount as the donor types it ("25", "25.50", "$25.50") in cents; null if it is not one. */
export const parseDonationAmount = (text: string) => parseAmountCents(text.trim().replace(/^\$/, ''));

/** Give once, or every month until the donor stops it (issue 21). */
export const FREQUENCIES = ['once', 'monthly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];
export const FREQUENCY_MESSAGE = 'Choose to give once or monthly';

/** What a visitor sends to give: `amount` is a decimal string in AUD. */
export const donationSchema = v.pipe(
  v.object({
    amount: v.pipe(
      v.string('Choose or enter an amount'),
      v.trim(),
      v.nonEmpty('Choose or enter an amount'),
      v.transform(parseDonationAmount),
      v.number(AMOUNT_MESSAGE),
      v.minValue(DONATION_MIN_CENTS, MIN_AMOUNT_MESSAGE),
      v.maxValue(DONATION_MAX_CENTS, MAX_AMOUNT_MESSAGE),
    ),
    donorName: v.pipe(
      v.optional(v.nullable(v.string('Name must be text')), ''),
      v.transform((s) => (s ?? '').trim()),
      v.maxLength(100, 'Name must be less than 100 characters'),
      // The name is on the receipt page and was greeted in the mail to an address nobody confirmed.
      noLinks(),
    ),
    frequency: v.optional(v.picklist(FREQUENCIES, FREQUENCY_MESSAGE), 'once'),
    /** Off unless the donor ticks it: a name is shown with a gift only by the donor's choice. */
    showName: v.optional(v.boolean('Show my name must be true or false'), false),
    email: v.pipe(
      v.string('Enter an email address for your receipt'),
      v.trim(),
      v.nonEmpty('Enter an email address for your receipt'),
      v.maxLength(254, 'Email must be less than 254 characters'),
      v.email('Enter an email address like name@example.org'),
      v.toLowerCase(),
    ),
  }),
  // partialCheck runs even when the amount or email is wrong, so every problem shows at once.
  v.forward(
    v.partialCheck([['showName'], ['donorName']], (d) => !d.showName || d.donorName !== '', NAME_MESSAGE),
    ['donorName'],
  ),
);

export type DonationValues = v.InferOutput<typeof donationSchema>;

// ------------------------------------------------------------------------------ arithmetic

/** currentAmount / goal × 100, capped at 100 (a campaign can be given more than its goal), 0 when the goal is not positive. */
export function campaignProgress(currentAmount: string, goal: string): number {
  const current = parseAmountCents(currentAmount) ?? 0;
  const target = parseAmountCents(goal) ?? 0;
  if (target <= 0) return 0;
  return Math.min(100, (current / target) * 100);
}

/** Progress is shown with one decimal: 33.3. */
export const formatProgress = (percent: number) => percent.toFixed(1);

let lastDay: { minute: number; day: string } | undefined;
let sydneyDate: Intl.DateTimeFormat | undefined;

/** Today's date (yyyy-MM-dd) where the organisation is: campaigns end on Australian days. */
export function todayInAustralia(now = new Date()): string {
  // One formatter, made on first use: making one with a time zone costs far more than using it.
  // And one answer a minute: a message's send asks every time (a suspension ends on a Sydney
  // date), and Sydney's days begin on a whole UTC minute, so every instant of a minute shares one.
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastDay?.minute === minute) return lastDay.day;
  sydneyDate ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit', day: '2-digit' });
  lastDay = { minute, day: sydneyDate.format(now) };
  return lastDay.day;
}

/** Only active campaigns whose end date (if any) has not passed take donations. */
export const isTakingDonations = (c: { status: CampaignStatus; endDate: string | null }, today = todayInAustralia()) =>
  c.status === 'active' && (c.endDate === null || c.endDate >= today);

// ------------------------------------------------------------------------------ responses

/** A paid donation as the public sees it: no email, and the name only if the donor chose to show it. */
export type CampaignDonation = { id: number; amount: string; donorName: string | null; paidAt: string };

/** Money is a decimal string in AUD (never a float); `donations` holds the paid donations. */
export type DonationCampaign = {
  id: number;
  title: string;
  description: string;
  goal: string;
  currentAmount: string;
  status: CampaignStatus;
  imageUrl: string | null;
  endDate: string | null;
  donations: CampaignDonation[];
  creator: { firstName: string } | null;
  createdAt: string;
};

export type DonationStats = { totalAmount: string; donorCount: number };

/** How gifts are taken here: Stripe Checkout, the local test mode, or not at all. */
export type PaymentMode = 'stripe' | 'test' | 'off';
export type GivingSettings = { mode: PaymentMode; minimum: string; maximum: string; presets: readonly string[] };

/** The answer to a gift: Stripe's page to pay on, or (test mode, paid at once) the receipt. */
/**
 * A gift is pending until its payment is confirmed, then paid, or failed if the payment never
 * went through; an admin may refund a paid one (decision 0037). Only `paid` counts in any total.
 */
export const DONATION_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];

export type DonationCreated = {
  id: number;
  status: 'pending' | 'paid';
  checkoutUrl?: string;
  receiptUrl?: string;
  /** A monthly gift's id (its first charge is `id` in test mode). */
  monthlyGiftId?: number;
};

export type DonationReceipt = {
  status: DonationStatus;
  receiptNumber: string | null;
  campaign: { id: number; title: string };
  amount: string;
  paidAt: string | null;
  /** When it was refunded (status `refunded`), else null. */
  refundedAt: string | null;
  /** The name the donor gave (shown on the receipt whether or not it is public), or "Anonymous". */
  donorName: string;
  testMode: boolean;
  /** Set when the organisation is a deductible gift recipient (ATO receipt requirements). */
  organisation: { name: string; abn: string; fundName: string } | null;
};
