import { donationSchema, parseDonationAmount, type DonationCampaign, type GivingSettings } from '@schemas/donations';
import { centsToAmount } from '@schemas/money';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { DialogButtons, Modal } from '@/components/ui/dialog';
import { ErrorSummary } from '@/components/ui/error-summary';
import { TextField } from '@/components/ui/text-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useSubmit } from '@/lib/use-submit';
import { giveToCampaign, refreshDonations } from '../api/use-donations';
import { AmountChoice, OTHER } from './amount-choice';

export const TEST_MODE_NOTICE = 'Test mode: no payment is taken. This donation completes at once and is marked as a test.';

type Props = { campaign: Pick<DonationCampaign, 'id' | 'title'>; settings: GivingSettings; onClose: () => void };

/** Give to one campaign: test mode goes straight to the receipt, Stripe to its Checkout page. */
export default function DonateDialog({ campaign, settings, onClose }: Props) {
  const navigate = useNavigate();
  const [choice, setChoice] = useState(settings.presets.includes('25') ? '25' : (settings.presets[0] ?? OTHER));
  const [other, setOther] = useState('');
  const [donorName, setDonorName] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [email, setEmail] = useState('');
  // Leaving for Stripe's Checkout page: the button stays busy until the browser has gone.
  const [leaving, setLeaving] = useState(false);
  const { formRef, summary, errors, busy, submit } = useSubmit({
    schema: donationSchema,
    action: (input) =>
      giveToCampaign(campaign.id, {
        amount: centsToAmount(input.amount),
        donorName: input.donorName,
        anonymous: input.anonymous,
        email: input.email,
      }),
    refresh: (created) => (created.checkoutUrl ? undefined : refreshDonations()),
    failure: (error) => {
      // 409: the campaign stopped taking gifts since the page loaded; show the cards as they are now.
      if (error instanceof ApiError && error.status === 409) void refreshDonations();
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

  // Back from Stripe's page, the browser may restore this page as it was: busy, forever.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => event.persisted && setLeaving(false);
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const amountText = choice === OTHER ? other : choice;
  const cents = parseDonationAmount(amountText);
  const submitLabel = cents ? `Donate ${formatMoney(centsToAmount(cents))}` : 'Donate';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit({ amount: amountText, donorName: anonymous ? '' : donorName, anonymous, email });
  }

  return (
    <Modal open onClose={onClose} title={`Donate to ${campaign.title}`}>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <ErrorSummary {...summary} />
        <AmountChoice settings={settings} choice={choice} other={other} error={errors.amount} onChoice={setChoice} onOther={setOther} />
        <TextField
          label="Your name"
          name="donorName"
          autoComplete="name"
          value={anonymous ? '' : donorName}
          disabled={anonymous}
          required={!anonymous}
          onChange={(e) => setDonorName(e.target.value)}
          error={anonymous ? undefined : errors.donorName}
          hint={
            anonymous
              ? 'Not needed: your gift is shown as "Anonymous".'
              : 'Your name appears with your gift on this page unless you give anonymously.'
          }
        />
        <CheckboxField
          label="Give anonymously"
          name="anonymous"
          checked={anonymous}
          onChange={(e) => setAnonymous(e.target.checked)}
          hint='Your gift is shown as "Anonymous" on this page and on your receipt.'
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
          <p className="text-slate-700">You will pay on Stripe's secure page, then come back here for your receipt.</p>
        )}
        <DialogButtons onCancel={onClose} busy={busy || leaving} label={submitLabel} busyLabel="Sending..." />
      </form>
    </Modal>
  );
}
