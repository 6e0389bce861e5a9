import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { markRead, type Comment } from '../api/use-community';

/**
 * Moves the member's place in the discussion (decision 0031): to the newest comment when they
 * reach the end of the page (the returned ref goes on an element after the last comment), and
 * to a comment opened by its link (a notification). The server only moves it forward.
 * A failure is silent: the place is a convenience, and the next visit tries again.
 */
export function useReadTracking(postId: number | undefined, comments: Comment[] | undefined) {
  const { hash } = useLocation();
  const sent = useRef(-1);
  const send = useCallback(
    (upTo: number) => {
      if (postId === undefined || upTo <= sent.current) return;
      sent.current = upTo;
      markRead(postId, upTo).catch(() => {});
    },
    [postId],
  );

  const opened = /^#comment-(\d+)$/.exec(hash);
  const openedId = opened && comments?.some((c) => c.id === Number(opened[1])) ? Number(opened[1]) : null;
  useEffect(() => {
    if (openedId !== null) send(openedId);
  }, [openedId, send]);

  const newest = comments ? Math.max(0, ...comments.map((c) => c.id)) : null;
  const observer = useRef<IntersectionObserver | null>(null);
  return useCallback(
    (end: HTMLElement | null) => {
      observer.current?.disconnect();
      if (!end || newest === null || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) send(newest);
      });
      observer.current.observe(end);
    },
    [newest, send],
  );
}
