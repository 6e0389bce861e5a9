import { isTakingDonations } from '@schemas/donations';
import { monthlyChangeSchema } from '@schemas/monthly-gifts';
import { useState } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useSubmit } from '@/lib/use-submit';
import { useCampaigns } from '../api/use-donations';
import type { MonthlyActions } from '../api/use-monthly';
import { MONTHLY_HEADING_ID } from './monthly-gift-list';
import type { MonthlyGiftLine } from '../api/use-giving';

type Props = { actions: MonthlyActions; gift: MonthlyGiftLine; onClose: () => void };

/** A monthly gift's amount, campaign and receipt name, changed from the next payment on (nothing is charged now). Loaded lazily. */
export default function MonthlyChangeDialog({ actions, gift, onClose }: Props) {
  const { data: campaigns } = useCampaigns();
  const [amount, setAmount] = useState(gift.amount);
  const [campaignId, setCampaignId] = useState(String(gift.campaign.id));
  const [receiptName, setReceiptName] = useState(gift.receiptName ?? '');
  const open = (campaigns ?? []).filter((c) => isTakingDonations(c) || c.id === gift.campaign.id);
  const form = useSubmit({
    schema: monthlyChangeSchema,
    action: (input) => actions.change(gift.id, input),
    refresh: actions.refresh,
    success: 'Monthly gift changed. The next payment uses the new details.',
    failure: (error) => errorMessage(error, 'We could not reach the server. Nothing was changed. Please try again.'),
    failureIn: 'summary',
    onSuccess: onClose,
  });
  return (
    <FormDialog
      onClose={onClose}
      form={form}
      read={() => ({ amount, campaignId: Number(campaignId), receiptName })}
      submitLabel="Save changes"
      busyLabel="Saving..."
      title="Change your monthly gift"
      description={`Now ${formatMoney(gift.amount, true)} a month to ${gift.campaign.title}. Changes apply from the next payment; nothing is charged today.`}
      fallbackFocus={MONTHLY_HEADING_ID}
    >
      <TextField
        label="Amount each month (AUD)"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={form.errors.amount}
        hint="In dollars and cents, such as 30 or 30.50."
      />
      <SelectField
        label="Campaign"
        name="campaignId"
        value={campaignId}
        onChange={(e) => setCampaignId(e.target.value)}
        error={form.errors.campaignId}
        hint="Only campaigns taking gifts are listed."
        options={open.map((c) => ({ value: String(c.id), label: c.title }))}
      />
      <TextField
        label="Name on receipts"
        name="receiptName"
        autoComplete="name"
        value={receiptName}
        onChange={(e) => setReceiptName(e.target.value)}
        error={form.errors.receiptName}
        hint="For the receipts of the next payments. Leave it empty to be Anonymous."
      />
    </FormDialog>
  );
}
