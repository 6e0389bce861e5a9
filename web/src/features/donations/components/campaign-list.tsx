import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, SkeletonGrid } from '@/components/ui/states';
import { CampaignCard } from './campaign-card';
import type { DonationCampaign } from '../api/use-donations';

type Props = {
  campaigns: DonationCampaign[] | undefined;
  error: unknown;
  isLoading: boolean;
  canManage: boolean;
  canGive: (campaign: DonationCampaign) => boolean;
  /** The note saying why Donate is unavailable (an unconfirmed address), if it is. */
  giveLockedBy?: string;
  onCreate: () => void;
  onEdit: (campaign: DonationCampaign) => void;
  onDelete: (campaign: DonationCampaign) => void;
  onDonate: (campaign: DonationCampaign) => void;
};

/** The list states every list screen shares: loading, then an error, empty or the grid of cards. */
export function CampaignList({
  campaigns,
  error,
  isLoading,
  canManage,
  canGive,
  giveLockedBy,
  onCreate,
  onEdit,
  onDelete,
  onDonate,
}: Props) {
  if (isLoading) return <SkeletonGrid count={3} label="Loading donation campaigns..." />;
  if (error)
    return (
      <ErrorState
        level={3}
        title="Unable to Load Campaigns"
        text="There was an error loading the donation campaigns. Please try again later."
      />
    );
  if (!campaigns?.length) {
    return (
      <EmptyState
        level={3}
        title="No campaigns yet"
        text={
          canManage
            ? 'Start a campaign so members and visitors can give to it.'
            : 'There are no donation campaigns at the moment. Please check back soon.'
        }
      >
        {canManage && <Button onClick={onCreate}>Create Your First Campaign</Button>}
      </EmptyState>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {campaigns.map((c) => (
        <li key={c.id} className="min-w-0">
          <CampaignCard
            campaign={c}
            canManage={canManage}
            canGive={canGive(c)}
            giveLockedBy={giveLockedBy}
            onEdit={() => onEdit(c)}
            onDelete={() => onDelete(c)}
            onDonate={() => onDonate(c)}
          />
        </li>
      ))}
    </ul>
  );
}
