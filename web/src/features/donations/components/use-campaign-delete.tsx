import type { DonationCampaign } from '@schemas/donations';
import { lazy, useState } from 'react';
import { toast } from '@/components/ui/toast/toast-store';
import { deleteCampaign, refreshDonations } from '../api/use-donations';
import { reportFailure } from '@/lib/report-failure';

const ConfirmDialog = lazy(() => import('@/components/ui/confirm-dialog'));

/** Where focus goes once a card (and the Delete button that opened the dialog) is gone. */
export const CAMPAIGNS_HEADING_ID = 'campaigns-heading';

/** Delete with a confirmation first; the cards and the totals refresh after. */
export function useCampaignDelete() {
  const [target, setTarget] = useState<DonationCampaign | null>(null);

  async function confirm(campaign: DonationCampaign) {
    try {
      await deleteCampaign(campaign.id);
      await refreshDonations();
      toast({ title: 'Campaign deleted successfully' });
    } catch (error) {
      // A 409 says why (the campaign has donations, which are kept): the worker's words.
      reportFailure(error, 'Failed to delete campaign. Please try again.');
    }
  }

  const dialog = target ? (
    <ConfirmDialog
      title="Delete campaign?"
      text={`"${target.title}" will be deleted. This cannot be undone.`}
      confirmLabel="Delete campaign"
      onConfirm={() => confirm(target)}
      onClose={() => setTarget(null)}
      fallbackFocus={CAMPAIGNS_HEADING_ID}
    />
  ) : null;

  return { ask: setTarget, dialog };
}
