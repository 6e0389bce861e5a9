import { isTakingDonations } from '@schemas/donations';
import { lazy, Suspense, useId } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmEmailNote } from '@/components/ui/confirm-email-note';
import { Icon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { useDialog } from '@/lib/use-dialog';
import { useCampaigns, useGivingSettings, type DonationCampaign } from '../api/use-donations';
import { CampaignList } from './campaign-list';
import { CancelledNotice } from './cancelled-notice';
import type { Donor } from './donate-dialog';
import { DonationStats } from './donation-stats';
import { MonthlySummary } from './monthly-summary';
import { CAMPAIGNS_HEADING_ID, useCampaignDelete } from './use-campaign-delete';

// Headless UI and the forms load only when a dialog opens.
const CampaignFormDialog = lazy(() => import('./campaign-form-dialog'));
const DonateDialog = lazy(() => import('./donate-dialog'));
// Admins alone see payments: their code stays out of everyone else's download.
const PaymentsSection = lazy(() => import('./payments-section'));
const DonorsSection = lazy(() => import('./donors-section'));

const GIVING_OFF_NOTE = 'Online giving is not available at the moment. Please contact us if you would like to donate.';

type Open = { kind: 'create' } | { kind: 'edit'; campaign: DonationCampaign } | { kind: 'donate'; campaign: DonationCampaign };

/**
 * The Donations screen, public: everyone sees the campaigns and may give;
 * `canManage` (editors and admins, the only roles the worker lets change campaigns) adds
 * Create, Edit and Delete; `canRefund` (admins) adds the payments list with Refund. A signed-in
 * `donor` finds their name and email filled in when giving; `mustConfirm` (a signed-in member
 * whose address is not confirmed, whom the worker refuses) keeps the Donate buttons in place,
 * unavailable, and says why.
 */
export function DonationsScreen({
  canManage,
  canRefund = false,
  donor,
  mustConfirm = false,
}: {
  canManage: boolean;
  canRefund?: boolean;
  donor?: Donor;
  mustConfirm?: boolean;
}) {
  const noteId = useId();
  const { data: campaigns, error, isLoading } = useCampaigns();
  const { data: settings } = useGivingSettings();
  const { current: open, open: setOpen, close } = useDialog<Open>();
  const remove = useCampaignDelete();
  // No Donate buttons until the worker says giving is on (nor if it cannot say).
  const canGive = (c: DonationCampaign) => Boolean(settings && settings.mode !== 'off' && isTakingDonations(c));

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <PageTitle title="Donation Management">Donation Management</PageTitle>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">
            Support the community's campaigns. Every gift goes straight to the cause you choose.
          </p>
        </div>
        {canManage && (
          // max-w-full: at 320 px and 200 % text the label wraps instead of pushing the page sideways.
          <Button className="max-w-full" onClick={() => setOpen({ kind: 'create' })}>
            <Icon name="plus" className="size-5 shrink-0" /> Create Campaign
          </Button>
        )}
      </div>
      <CancelledNotice />
      {settings?.mode === 'off' && (
        <p className="mt-6 rounded-lg border-2 border-slate-500 bg-white p-4 text-slate-900">{GIVING_OFF_NOTE}</p>
      )}
      <DonationStats campaigns={campaigns} campaignsFailed={Boolean(error)} />
      {canManage && <MonthlySummary />}
      <section aria-labelledby={CAMPAIGNS_HEADING_ID} className="mt-10">
        <h2 id={CAMPAIGNS_HEADING_ID} tabIndex={-1} className="mb-4 text-2xl font-bold text-slate-950 outline-none">
          Campaigns
        </h2>
        {mustConfirm && <ConfirmEmailNote id={noteId} action="give" className="mb-4" />}
        <CampaignList
          campaigns={campaigns}
          error={error}
          isLoading={isLoading}
          canManage={canManage}
          canGive={canGive}
          giveLockedBy={mustConfirm ? noteId : undefined}
          onCreate={() => setOpen({ kind: 'create' })}
          onEdit={(campaign) => setOpen({ kind: 'edit', campaign })}
          onDelete={remove.ask}
          onDonate={(campaign) => setOpen({ kind: 'donate', campaign })}
        />
      </section>
      {canManage && (
        <Suspense fallback={null}>
          <DonorsSection />
          {canRefund && <PaymentsSection />}
        </Suspense>
      )}
      <Suspense fallback={null}>
        {open?.kind === 'create' && <CampaignFormDialog onClose={close} />}
        {open?.kind === 'edit' && <CampaignFormDialog key={open.campaign.id} campaign={open.campaign} onClose={close} />}
        {open?.kind === 'donate' && settings && <DonateDialog campaign={open.campaign} settings={settings} donor={donor} onClose={close} />}
        {remove.dialog}
      </Suspense>
    </>
  );
}
