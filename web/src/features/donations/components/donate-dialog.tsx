import { donationSchema, parseDonationAmount } from '@schemas/donations';
import { centsToAmount } from '@schemas/money';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormDialog } from '@/components/ui/form-dialog';
import { TextField } from '@/components/ui/text-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useSubmit } from '@/lib/use-submit';
import { giveToCampaign, invalidateDonations, type DonationCampaign, type Frequency, type GivingSettings } from '../api/use-donations';
import { AmountChoice, OTHER } from './amount-choice';
import { FrequencyChoice } from './frequency-choice';

export const TEST_MODE_NOTICE = 'Test mode: no payment is taken. This donation completes at once and is marked as a test.';

/** Who is giving, when a member is signed in: their name and email fill the form. */
export type Donor = { name: string; email: string };

type Props = { campaign: Pick<DonationCampaign, 'id' | 'title'>; settings: GivingSettings; donor?: Donor; onClose: () => void };

/** Give to one campaign: test mode goes straight to the receipt, Stripe to its Checkout page. */
export default function DonateDialog({ campaign, settings, donor, onClose }: Props) {
  const navigate = useNavigate();
  const [choice, setChoice] = useState(settings.presets.includes('25') ? '25' : (settings.presets[0] ?? OTHER));
  const [other, setOther] = useState('');
  const [frequency, setFrequency] = useState<Frequency>('once');
  const [donorName, setDonorName] = useState(donor?.name ?? '');
  // Off until the donor ticks it: a name is public only by their choice.
  const [showName, setShowName] = useState(false);
  const [email, setEmail] = useState(donor?.email ?? '');
  // Leaving for Stripe's Checkout page: the button stays busy until the browser has gone.
  const [leaving, setLeaving] = useState(false);
  const form = useSubmit({
    schema: donationSchema,
    action: (input) =>
      giveToCampaign(campaign.id, {
        amount: centsToAmount(input.amount),
        donorName: input.donorName,
        showName: input.showName,
        email: input.email,
        frequency: input.frequency,
      }),
    refresh: (created) => (created.checkoutUrl ? undefined : invalidateDonations()),
    failure: (error) => {
      // 409: the campaign stopped taking gifts since the page loaded; show the cards as they are now.
      if (error instanceof ApiError && error.status === 409) void invalidateDonations();
      return errorMessage(error, 'We could not reach the server. Check your connection and try again.');
    },
    failureIn: 'summary',
    onSuccess: (created) => {
      if (created.checkoutUrl) {
        setLeaving(true);
        window.location.assign(created.checkoutUrl);
      } else if (created.receiptUrl) navigate(created.receiptUrl);
      else onClose();
    },
  });
  const { errors } = form;

  // Back from Stripe's page, the browser may restore this page as it was: busy, forever.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => event.persisted && setLeaving(false);
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const amountText = choice === OTHER ? other : choice;
  const cents = parseDonationAmount(amountText);
  const monthly = frequency === 'monthly';
  const submitLabel = cents ? `Donate ${formatMoney(centsToAmount(cents))}${monthly ? ' a month' : ''}` : 'Donate';

  // The fields are controlled, so their state (not the FormData) is what is sent.
  const read = () => ({ amount: amountText, donorName, showName, email, frequency });

  return (
    <FormDialog
      onClose={onClose}
      form={form}
      read={read}
      submitLabel={submitLabel}
      busyLabel="Sending..."
      busy={form.busy || leaving}
      title={`Donate to ${campaign.title}`}
    >
      <FrequencyChoice value={frequency} onChange={setFrequency} />
      <AmountChoice
        settings={settings}
        legend={monthly ? 'Amount each month' : 'Amount'}
        choice={choice}
        other={other}
        error={errors.amount}
        onChoice={setChoice}
        onOther={setOther}
      />
      {monthly && (
        <p className="text-slate-700">
          Charged today and then on the same day each month, until you stop it. Every payment has its own receipt, and the link in each
          receipt email lets you change or stop the gift in one step.
        </p>
      )}
      <TextField
        label={showName ? 'Your name' : 'Your name (optional)'}
        name="donorName"
        autoComplete="name"
        value={donorName}
        required={showName}
        onChange={(e) => setDonorName(e.target.value)}
        error={errors.donorName}
        hint="For your receipt."
      />
      <CheckboxField
        label="Show my name with my gift"
        name="showName"
        checked={showName}
        onChange={(e) => setShowName(e.target.checked)}
        hint='Unless you tick this, your gift is listed on this page as "Anonymous".'
      />
      <TextField
        label="Email for your receipt"
        name="email"
        type="email"
        required
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
        hint="Only for your receipt; it is never shown on this page."
      />
      {/* Said before the Donate button rather than above the amounts, so the choices are on
            the first screen even at 200 % text on a phone. */}
      {settings.mode === 'test' && (
        <p className="rounded-lg border-2 border-amber-700 bg-amber-50 p-3 font-semibold text-amber-950">{TEST_MODE_NOTICE}</p>
      )}
      {settings.mode === 'stripe' && (
        <p className="text-slate-700">
          {monthly
            ? "You will set up the monthly gift on Stripe's secure page; each receipt is emailed to you."
            : "You will pay on Stripe's secure page, then come back here for your receipt."}
        </p>
      )}
    </FormDialog>
  );
}
