import { useDialog } from '@/lib/use-dialog';
import { deleteCampaign, invalidateDonations, type DonationCampaign } from '../api/use-donations';
import { ConfirmDialog } from '@/components/ui/lazy-confirm-dialog';

/** Where focus goes once a card (and the Delete button that opened the dialog) is gone. */
export const CAMPAIGNS_HEADING_ID = 'campaigns-heading';

/** Delete with a confirmation first; the cards and the totals refresh after. */
export function useCampaignDelete() {
  const { current: target, open, close } = useDialog<DonationCampaign>();

  const dialog = target ? (
    <ConfirmDialog
      title="Delete campaign?"
      text={`"${target.title}" will be deleted. This cannot be undone.`}
      confirmLabel="Delete campaign"
      action={() => deleteCampaign(target.id)}
      refresh={invalidateDonations}
      success="Campaign deleted successfully"
      // A 409 says why (the campaign has donations, which are kept): the worker's words.
      failure="Failed to delete campaign. Please try again."
      onClose={close}
      fallbackFocus={CAMPAIGNS_HEADING_ID}
    />
  ) : null;

  return { ask: open, dialog };
}
