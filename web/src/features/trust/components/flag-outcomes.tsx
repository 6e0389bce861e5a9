import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/lib/paths';
import { useFlagOutcomes, type FlaggedItem } from '../api/use-trust';

/** What each outcome means for the author, in words. */
const OUTCOMES: Record<FlaggedItem['outcome'], string> = {
  'hidden-pending-review': 'Hidden until a moderator reviews it, because several trusted members flagged it.',
  'under-review': 'Still visible. A moderator will review it.',
  'hidden-by-moderator': 'Hidden by a moderator after review.',
  'left-visible': 'Reviewed by a moderator and left visible.',
};

/** The member's own flagged posts and comments: what happened to each, and the reasons given (never by whom). */
export function FlagOutcomes() {
  const { data: items } = useFlagOutcomes();
  if (!items?.length) return null;
  return (
    <div className="mt-6">
      <h3 className="text-xl font-bold text-slate-950">Flags on your posts and comments</h3>
      <ul className="mt-3 grid gap-3" aria-label="Your flagged posts and comments">
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`} className="rounded-xl border border-slate-300 bg-white p-4 text-slate-800">
            <p className="font-semibold wrap-anywhere text-slate-950">
              Your {item.kind}: “{item.text.length > 120 ? `${item.text.slice(0, 120)}…` : item.text}”
            </p>
            <p className="mt-1">{OUTCOMES[item.outcome]}</p>
            <p className="mt-1 wrap-anywhere">Reasons given: {item.reasons.join('; ')}</p>
            {(item.outcome === 'under-review' || item.outcome === 'left-visible') && (
              <TextLink to={paths.post(item.postId)} className="mt-1 inline-block py-1">
                Open the {item.kind === 'post' ? 'post' : 'discussion'}
              </TextLink>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
