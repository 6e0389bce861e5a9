import type { CampaignStatus } from '../api/use-donations';

// Green active, yellow paused, blue completed, red cancelled. The word is
// always shown, so colour is never the only signal (WCAG 1.4.1); each pair is over 7:1.
const tones: Record<CampaignStatus, string> = {
  active: 'border-green-700 bg-green-100 text-green-900',
  paused: 'border-yellow-700 bg-yellow-100 text-yellow-900',
  completed: 'border-blue-700 bg-blue-100 text-blue-900',
  cancelled: 'border-red-700 bg-red-100 text-red-900',
};

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return (
    <span className={`inline-block rounded-full border px-2.5 py-0.5 text-sm font-semibold capitalize ${tones[status]}`}>
      <span className="sr-only">Status: </span>
      {status}
    </span>
  );
}
