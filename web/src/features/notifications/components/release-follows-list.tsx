import { useReleaseFollows } from '../api/use-release-follows';
import { ReleaseFollowButton } from './release-follow-button';

/**
 * On the notifications page: CripChat and every library category, each a toggle, so a member
 * sees in one place what new releases they hear about (decision 0041).
 */
export function ReleaseFollowsList() {
  const { data, error } = useReleaseFollows();
  if (error) return <p className="mt-3 text-red-800">What you follow could not be loaded. Please try again later.</p>;
  if (!data) return <p className="mt-3 text-slate-700">Loading what you follow...</p>;
  return (
    <ul className="mt-4 flex flex-wrap gap-3" aria-label="Podcasts and library categories">
      <li>
        <ReleaseFollowButton topic={{ podcast: true }} />
      </li>
      {data.categories.map(({ category }) => (
        <li key={category}>
          <ReleaseFollowButton topic={{ category }} />
        </li>
      ))}
    </ul>
  );
}
