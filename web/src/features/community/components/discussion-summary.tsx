import { commentHeadingId } from './comment-item';
import type { Comment } from '../api/use-community';

/**
 * At the top of a post (right after its title, so one Tab from arrival): how many comments and
 * how many are new, and the way to the first new one, whose heading takes focus (decision 0031).
 */
export function DiscussionSummary({ comments }: { comments: Comment[] }) {
  const firstNew = comments.find((c) => c.isNew);
  const fresh = comments.filter((c) => c.isNew).length;
  const count = `${comments.length} ${comments.length === 1 ? 'comment' : 'comments'}`;

  function jump() {
    const heading = firstNew && document.getElementById(commentHeadingId(firstNew.id));
    if (!heading) return;
    heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  }

  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
      <p className="font-semibold text-slate-800">{fresh ? `${count}, ${fresh} new` : count}</p>
      {firstNew && (
        <button
          type="button"
          onClick={jump}
          className="min-h-11 rounded-lg border-2 border-violet-800 px-4 font-semibold text-violet-900 hover:bg-violet-50"
        >
          Jump to first new comment
        </button>
      )}
    </div>
  );
}
