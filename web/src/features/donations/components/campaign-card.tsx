import { todayInAustralia } from '@schemas/donations';
import { useId } from 'react';
import { LockableButton } from '@/components/ui/confirm-email-note';
import { ClampedText } from '@/components/ui/clamped-text';
import { RowAction } from '@/components/ui/row-actions';
import { formatLongDate } from '@/lib/format';
import { CampaignProgress } from './campaign-progress';
import { CampaignStatusBadge } from './campaign-status-badge';
import { RecentDonors } from './recent-donors';
import type { DonationCampaign } from '../api/use-donations';

const DESCRIPTION_LIMIT = 220;

type Props = {
  campaign: DonationCampaign;
  /** Editors and admins see Edit and Delete. */
  canManage: boolean;
  /** The campaign takes gifts and giving is switched on. */
  canGive: boolean;
  /** Donate stays in place but unavailable, described by this note (an unconfirmed address). */
  giveLockedBy?: string;
  onEdit: () => void;
  onDelete: () => void;
  onDonate: () => void;
};

const donationCount = (n: number) => `${n} ${n === 1 ? 'donation' : 'donations'}`;

/** "Ends 21 January 2027" or "Ended …": a yyyy-MM-dd read at local noon never slips a day. */
export function endDateText(endDate: string, today = todayInAustralia()) {
  return `${endDate >= today ? 'Ends' : 'Ended'} ${formatLongDate(`${endDate}T12:00:00`)}`;
}

export function CampaignCard({ campaign: c, canManage, canGive, giveLockedBy, onEdit, onDelete, onDonate }: Props) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full min-w-0 flex-col overflow-hidden rounded-xl border border-slate-300 bg-white shadow-sm"
    >
      {/* Decorative: the title right below says what the campaign is. */}
      {c.imageUrl && <img src={c.imageUrl} alt="" width={640} height={360} loading="lazy" className="aspect-video w-full object-cover" />}
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="min-w-0 text-xl font-bold break-words text-slate-950">
            {c.title}
          </h3>
          <CampaignStatusBadge status={c.status} />
        </div>
        <ClampedText text={c.description} limit={DESCRIPTION_LIMIT} className="text-slate-800" />
        <CampaignProgress title={c.title} currentAmount={c.currentAmount} goal={c.goal} />
        <ul className="space-y-1 text-sm text-slate-800">
          <li>{donationCount(c.donations.length)}</li>
          {c.endDate && <li>{endDateText(c.endDate)}</li>}
          {c.creator?.firstName && <li>Started by {c.creator.firstName}</li>}
        </ul>
        <RecentDonors donations={c.donations} />
        {(canGive || canManage) && (
          <div className="mt-auto flex flex-wrap gap-2 pt-2">
            {canGive && (
              <LockableButton lockedBy={giveLockedBy} onClick={onDonate}>
                Donate <span className="sr-only">to {c.title}</span>
              </LockableButton>
            )}
            {canManage && (
              <>
                <RowAction item={`campaign ${c.title}`} onClick={onEdit}>
                  Edit
                </RowAction>
                <RowAction item={`campaign ${c.title}`} danger onClick={onDelete}>
                  Delete
                </RowAction>
              </>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
