import { campaignProgress, formatProgress } from '@schemas/donations';
import { formatMoney } from '@/lib/format';

type Props = { title: string; currentAmount: string; goal: string };

/**
 * "$X raised of $Y AUD goal" and a bar. The bar is a progressbar with its own name and
 * value text, so a screen reader hears "33.3% of goal" rather than a bare number.
 */
export function CampaignProgress({ title, currentAmount, goal }: Props) {
  const percent = campaignProgress(currentAmount, goal);
  const shown = formatProgress(percent);
  return (
    <div>
      <p className="text-slate-900">
        <span className="text-lg font-bold">{formatMoney(currentAmount)}</span> raised of {formatMoney(goal, true)} goal
      </p>
      <div className="mt-2 flex items-center gap-3">
        <div
          role="progressbar"
          aria-label={`Progress towards the goal of ${title}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Number(shown)}
          aria-valuetext={`${shown}% of goal`}
          className="h-3 min-w-0 flex-1 overflow-hidden rounded-full border border-slate-500 bg-slate-100"
        >
          <div className="h-full rounded-full bg-violet-800" style={{ width: `${percent}%` }} />
        </div>
        {/* The figure is text beside the bar, so the amount never rests on colour or length alone. */}
        <span aria-hidden="true" className="shrink-0 text-sm font-semibold text-slate-800">
          {shown}%
        </span>
      </div>
    </div>
  );
}
