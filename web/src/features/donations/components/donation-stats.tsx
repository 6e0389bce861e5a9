import type { DonationCampaign } from '@schemas/donations';
import { formatCount, formatMoney } from '@/lib/format';
import { useDonationStats } from '../api/use-donations';

type Props = { campaigns: DonationCampaign[] | undefined; campaignsFailed: boolean };

/** SPEC section 2's three cards: totals from the worker, active campaigns counted from the list. */
export function DonationStats({ campaigns, campaignsFailed }: Props) {
  const { data: stats, error } = useDonationStats();
  const value = (text: string | undefined, failed: unknown) => (failed ? 'Unavailable' : (text ?? '…'));
  const active = campaigns?.filter((c) => c.status === 'active').length;

  const cards = [
    { label: 'Total Raised', value: value(stats && formatMoney(stats.totalAmount), error) },
    { label: 'Total Donors', value: value(stats && formatCount(stats.donorCount), error) },
    { label: 'Active Campaigns', value: value(active === undefined ? undefined : formatCount(active), campaignsFailed) },
  ];

  return (
    <section aria-labelledby="donation-stats-heading" className="mt-6">
      <h2 id="donation-stats-heading" className="sr-only">
        Summary
      </h2>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {cards.map((card) => (
          <div key={card.label} className="flex flex-col-reverse rounded-xl border border-slate-300 bg-white p-5">
            <dt className="mt-1 text-sm font-semibold text-slate-700">{card.label}</dt>
            <dd className="text-3xl font-bold break-words text-slate-950">{card.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
