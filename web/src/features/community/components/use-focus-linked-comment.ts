import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { Comment } from '../api/use-community';

/** A reply's anchor on its post's page (/community/posts/4#comment-9): notifications and their mails link here. */
export const commentAnchor = (id: number) => `comment-${id}`;

/**
 * Arriving by a link to one reply (a notification), once the comments are there: that reply is
 * scrolled into view and takes focus, so a screen reader starts reading at it rather than at
 * the page heading. Once per arrival: later reloads of the list leave focus where it is.
 */
export function useFocusLinkedComment(comments: Comment[] | undefined) {
  const { hash, key } = useLocation();
  const done = useRef<string | null>(null);
  useEffect(() => {
    const match = /^#comment-(\d+)$/.exec(hash);
    if (!match || !comments || done.current === key) return;
    const target = document.getElementById(commentAnchor(Number(match[1])));
    if (!target) return;
    done.current = key;
    // After PageTitle's own focus on arrival, which runs in the same commit.
    requestAnimationFrame(() => {
      target.scrollIntoView({ block: 'start' });
      target.focus({ preventScroll: true });
    });
  }, [hash, key, comments]);
}
