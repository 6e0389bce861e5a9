import { useState } from 'react';
import { focusAfterChange } from '@/lib/focus-after-change';
import { replyButtonId } from './comment-item';
import type { Quoting } from './quote';
import { commentAnchor } from './use-focus-linked-comment';
import type { Comment } from '../api/use-community';

/**
 * The one reply box of a post page, under the comment it answers (decision 0031). Reply toggles
 * it; Quote opens it (or adds to it) with the words quoted. Closed, focus goes to the new reply
 * once posted (in the list by then), or back to the Reply button when cancelled; to the comments'
 * heading (`headingId`) if neither is there (the list could not be refreshed).
 */
export function useReplyBox(headingId: string) {
  const [open, setOpen] = useState<{ to: Comment; quote?: Quoting } | null>(null);

  const reply = (c: Comment, quote?: string) =>
    setOpen((current) =>
      quote !== undefined
        ? { to: c, quote: { text: quote, count: (current?.quote?.count ?? 0) + 1 } }
        : current?.to.id === c.id
          ? null
          : { to: c },
    );

  const close = (postedId?: number) => {
    const from = open?.to.id ?? 0;
    focusAfterChange(
      () => setOpen(null),
      () => document.getElementById(postedId ? commentAnchor(postedId) : replyButtonId(from)) ?? document.getElementById(headingId),
    );
  };

  return { replyingTo: open?.to ?? null, quote: open?.quote, reply, close };
}
