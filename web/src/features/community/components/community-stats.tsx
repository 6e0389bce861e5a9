import type { InfoTile } from '@/components/ui/about-panel';
import { formatCount } from '@/lib/format';
import { useCommunityStats } from '../api/use-community';

/** The four stat tiles, from the data (GET /api/community/stats), each saying what it counts. */
export function useCommunityTiles(): InfoTile[] {
  const { data } = useCommunityStats();
  const value = (n: number | undefined) => (n === undefined ? '…' : formatCount(n));
  return [
    { label: 'Active Members', value: value(data?.activeMembers), note: 'posted or commented in 30 days' },
    { label: 'Posts This Week', value: value(data?.postsThisWeek), note: 'in the last 7 days' },
    { label: 'Active Discussions', value: value(data?.activeDiscussions), note: 'with a comment this week' },
    { label: 'Posts Available', value: value(data?.postsAvailable), note: 'in the forum' },
  ];
}
