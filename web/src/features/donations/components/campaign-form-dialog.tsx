import { CAMPAIGN_STATUSES, campaignSchema } from '@schemas/donations';
import { FormDialog } from '@/components/ui/form-dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { useSubmit } from '@/lib/use-submit';
import { createCampaign, invalidateDonations, updateCampaign, type DonationCampaign } from '../api/use-donations';
import { CAMPAIGNS_HEADING_ID } from './use-campaign-delete';

const STATUS_OPTIONS = CAMPAIGN_STATUSES.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) }));

type Props = { campaign?: DonationCampaign; onClose: () => void };

/**
 * Create Campaign, and the same dialog pre-filled as Edit Campaign. It checks with the same
 * schema and words as the worker; it is unmounted on close, so it always opens fresh.
 */
export default function CampaignFormDialog({ campaign, onClose }: Props) {
  const editing = Boolean(campaign);
  const form = useSubmit({
    schema: campaignSchema,
    action: (input) => (campaign ? updateCampaign(campaign.id, input) : createCampaign(input)),
    refresh: invalidateDonations,
    success: editing ? 'Campaign updated successfully' : 'Campaign created successfully',
    // Every failure toasts "Error" with the server's message; field errors also sit on their fields.
    failure: editing ? 'Failed to update campaign. Please try again.' : 'Failed to create campaign. Please try again.',
    toastFieldErrors: true,
    onSuccess: onClose,
  });
  const { errors } = form;

  function read(data: FormData, form: HTMLFormElement) {
    const field = (name: string) => String(data.get(name) ?? '');
    // A number field hands over '' for text it cannot read ("1,000", "$500"): say the goal is
    // not an amount, rather than that it is missing.
    const goalInput = form.elements.namedItem('goal') as HTMLInputElement | null;
    return {
      title: field('title'),
      description: field('description'),
      goal: goalInput?.validity.badInput ? 'unreadable' : field('goal'),
      status: field('status'),
      imageUrl: field('imageUrl'),
      endDate: field('endDate'),
    };
  }

  return (
    <FormDialog
      // "Create Your First Campaign", which opened this, is gone once there is a campaign.
      fallbackFocus={CAMPAIGNS_HEADING_ID}
      onClose={onClose}
      form={form}
      read={read}
      submitLabel={editing ? 'Save changes' : 'Create Campaign'}
      title={editing ? 'Edit Campaign' : 'Create Campaign'}
      description="Campaigns appear on the Donations page for everyone to see."
    >
      <TextField label="Title" name="title" required defaultValue={campaign?.title} error={errors.title} />
      <TextArea label="Description" name="description" required rows={5} defaultValue={campaign?.description} error={errors.description} />
      <TextField
        label="Goal (AUD)"
        name="goal"
        required
        type="number"
        step="0.01"
        min="0.01"
        inputMode="decimal"
        defaultValue={campaign?.goal}
        error={errors.goal}
        hint="In dollars, for example 5000 or 5000.50."
      />
      <SelectField
        label="Status"
        name="status"
        options={STATUS_OPTIONS}
        defaultValue={campaign?.status ?? 'active'}
        error={errors.status}
        hint="Only active campaigns take donations."
      />
      <TextField
        label="Image URL (optional)"
        name="imageUrl"
        defaultValue={campaign?.imageUrl ?? ''}
        error={errors.imageUrl}
        hint="A file from the media library: copy its address in CMS Admin, Media, such as /media/cms/2026/11/photo.jpg"
      />
      {/* The worker sends yyyy-MM-dd, which is what a date input takes. */}
      <TextField
        label="End date (optional)"
        name="endDate"
        type="date"
        defaultValue={campaign?.endDate?.slice(0, 10) ?? ''}
        error={errors.endDate}
      />
    </FormDialog>
  );
}
