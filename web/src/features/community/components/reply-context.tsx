import { Link } from 'react-router-dom';
import { displayName } from '@/lib/people';
import { commentAnchor } from './use-focus-linked-comment';
import type { Comment } from '../api/use-community';

/**
 * "In reply to {name}" above a reply: a link to the answered comment (which takes focus there)
 * and its opening words, so the reply reads on its own even far from what it answers.
 */
export function ReplyContext({ replyTo }: { replyTo: NonNullable<Comment['replyTo']> }) {
  return (
    <div className="mt-1 text-sm">
      <Link to={{ hash: commentAnchor(replyTo.id) }} className="font-semibold text-violet-900 underline underline-offset-4">
        In reply to {displayName(replyTo.user)}
      </Link>
      <blockquote className="mt-1 border-l-4 border-slate-400 pl-3 break-words text-slate-700">{replyTo.excerpt}</blockquote>
    </div>
  );
}
