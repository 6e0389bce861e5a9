import { useSubmit } from '@/lib/use-submit';
import { setSaved, useSavedOnPost, type SaveTarget } from '../api/use-saved';

type Props = SaveTarget & {
  className: string;
  /** Read after the visible word by screen readers, so each comment's button is told apart ("Save comment by Robin Lee"). */
  what: string;
};

/**
 * Save a post or a comment to come back to on /saved (issue 20). A toggle: aria-pressed says
 * the state, and the visible word follows it ("Save", then "Saved") as the issue asks; the toast
 * says "Saved" or "Removed from saved" politely. Nothing shows until the state is known.
 */
export function SaveButton({ kind, id, postId, className, what }: Props) {
  const { data, mutate } = useSavedOnPost(postId);
  const saved = kind === 'post' ? (data?.post ?? false) : (data?.comments.includes(id) ?? false);
  const toggle = useSubmit({
    action: () => setSaved({ kind, id }, !saved),
    refresh: () => mutate(),
    success: (result) => (result.saved ? 'Saved' : 'Removed from saved'),
    failure: 'Could not change that. Please try again.',
  });
  if (!data) return null;
  return (
    <button
      type="button"
      aria-pressed={saved}
      className={className}
      aria-disabled={toggle.busy || undefined}
      onClick={() => void toggle.submit()}
    >
      {saved ? 'Saved' : 'Save'} <span className="sr-only">{what}</span>
    </button>
  );
}
