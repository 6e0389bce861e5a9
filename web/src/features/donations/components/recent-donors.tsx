import { formatMoney } from '@/lib/format';
import type { CampaignDonation } from '../api/use-donations';

const SHOWN = 3;

/** The newest few gifts (the worker lists them newest first): a name only where the donor chose to show it. */
export function RecentDonors({ donations }: { donations: CampaignDonation[] }) {
  if (donations.length === 0) return null;
  return (
    <div>
      <p className="text-sm font-semibold text-slate-800">Recent donors</p>
      <ul className="mt-1 space-y-0.5 text-sm text-slate-800">
        {donations.slice(0, SHOWN).map((d) => (
          // Wraps the amount under the name when both do not fit (large text on a phone),
          // rather than squeezing the name letter by letter.
          <li key={d.id} className="flex flex-wrap justify-between gap-x-3">
            <span className="min-w-0 break-words">{d.donorName ?? 'Anonymous'}</span>
            <span className="shrink-0 font-semibold">{formatMoney(d.amount)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
