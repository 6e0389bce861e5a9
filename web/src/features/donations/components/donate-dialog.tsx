import { donationSchema, parseDonationAmount, type DonationCampaign, type GivingSettings } from '@schemas/donations';
import { centsToAmount } from '@schemas/money';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Modal } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useFormErrors } from '@/lib/use-form-errors';
import { giveToCampaign, refreshDonations } from '../api/use-donations';
import { AmountChoice, OTHER } from './amount-choice';

export const TEST_MODE_NOTICE = 'Test mode: no payment is taken. This donation completes at once and is marked as a test.';

type Props = { campaign: Pick<DonationCampaign, 'id' | 'title'>; settings: GivingSettings; onClose: () => void };

/** Give to one campaign: test mode goes straight to the receipt, Stripe to its Checkout page. */
export default function DonateDialog({ campaign, settings, onClose }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const { errors, validate, fromServer } = useFormErrors(donationSchema, () => formRef.current);
  const [choice, setChoice] = useState(settings.presets.includes('25') ? '25' : (settings.presets[0] ?? OTHER));
  const [other, setOther] = useState('');
  const [donorName, setDonorName] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [email, setEmail] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Back from Stripe's page, the browser may restore this page as it was: busy, forever.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => event.persisted && setBusy(false);
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const amountText = choice === OTHER ? other : choice;
  const cents = parseDonationAmount(amountText);
  const submitLabel = cents ? `Donate ${formatMoney(centsToAmount(cents))}` : 'Donate';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAlert(null);
    const input = validate({ amount: amountText, donorName: anonymous ? '' : donorName, anonymous, email });
    if (!input) return;
    setBusy(true);
    try {
      const created = await giveToCampaign(campaign.id, {
        amount: centsToAmount(input.amount),
        donorName: input.donorName,
        anonymous: input.anonymous,
        email: input.email,
      });
      // Stripe: the browser leaves for Checkout, so the button stays busy until it does.
      if (created.checkoutUrl) return window.location.assign(created.checkoutUrl);
      await refreshDonations();
      if (created.receiptUrl) navigate(created.receiptUrl);
      else onClose();
    } catch (error) {
      setBusy(false);
      if (fromServer(error)) return;
      // 409: the campaign stopped taking gifts since the page loaded; show the cards as they are now.
      if (error instanceof ApiError && error.status === 409) void refreshDonations();
      setAlert(errorMessage(error, 'We could not reach the server. Check your connection and try again.'));
    }
  }

  return (
    <Modal open onClose={onClose} title={`Donate to ${campaign.title}`}>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        {settings.mode === 'test' && (
          <p className="rounded-lg border-2 border-amber-700 bg-amber-50 p-3 font-semibold text-amber-950">{TEST_MODE_NOTICE}</p>
        )}
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
        {settings.mode === 'stripe' && (
          <p className="text-slate-700">You will pay on Stripe's secure page, then come back here for your receipt.</p>
        )}
        <FormAlert message={alert} />
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending...' : submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
