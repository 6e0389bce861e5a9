import { formatCount } from '@/lib/format';
import { useCommunityStats } from '../api/use-community';

/** Issue 4: the four stat cards come from the data (GET /api/community/stats). */
export function CommunityStatsCards() {
  const { data } = useCommunityStats();
  const cards = [
    { label: 'Active Members', value: data?.activeMembers, note: 'posted or commented in 30 days' },
    { label: 'Posts This Week', value: data?.postsThisWeek, note: 'in the last 7 days' },
    { label: 'Active Discussions', value: data?.activeDiscussions, note: 'with a comment this week' },
    { label: 'Posts Available', value: data?.postsAvailable, note: 'in the forum' },
  ];
  return (
    <dl className="grid-tiles mt-6 grid gap-3">
      {cards.map((c) => (
        <div key={c.label} className="flex flex-col-reverse rounded-xl border border-violet-200 bg-violet-50 p-4">
          <dt className="text-sm text-slate-700">
            <span className="font-semibold text-slate-900">{c.label}</span> <span className="block">{c.note}</span>
          </dt>
          <dd className="text-2xl font-bold text-violet-950">{c.value === undefined ? '…' : formatCount(c.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
