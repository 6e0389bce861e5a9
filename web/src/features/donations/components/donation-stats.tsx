import { StatCards, statValue } from '@/components/ui/stat-cards';
import { formatCount, formatMoney } from '@/lib/format';
import { useDonationStats, type DonationCampaign } from '../api/use-donations';

type Props = { campaigns: DonationCampaign[] | undefined; campaignsFailed: boolean };

/** Three cards: totals from the worker, active campaigns counted from the list already loaded. */
export function DonationStats({ campaigns, campaignsFailed }: Props) {
  const { data: stats, error } = useDonationStats();
  const active = campaigns?.filter((c) => c.status === 'active').length;

  const cards = [
    { label: 'Total Raised', value: statValue(stats && formatMoney(stats.totalAmount), error) },
    { label: 'Total Donors', value: statValue(stats && formatCount(stats.donorCount), error) },
    { label: 'Active Campaigns', value: statValue(active === undefined ? undefined : formatCount(active), campaignsFailed) },
  ];

  return <StatCards headingId="donation-stats-heading" cards={cards} columns="sm:grid-cols-3" />;
}
