import { useEffect } from 'react';
import { READING_REPORT_MAX_SECONDS } from '@schemas/trust';
import { reportReading } from '../api/use-trust';

/** How often time on the page is sent: often enough to count, rarely enough to stay cheap. */
const EVERY_MS = 60_000;

/**
 * Counts the time a member spends on a post while the page is in view, and tells the worker on
 * opening (the post counts as read that day), every minute, and on leaving. Trust levels grow
 * from it. A failed report is let go: reading must never be interrupted by it.
 */
export function useReadingTime(postId: number | null) {
  useEffect(() => {
    if (postId === null) return;
    let since = document.visibilityState === 'visible' ? Date.now() : null;
    const send = (seconds: number) => void reportReading(postId, Math.min(READING_REPORT_MAX_SECONDS, seconds)).catch(() => undefined);
    const flush = () => {
      if (since === null) return;
      const seconds = Math.round((Date.now() - since) / 1000);
      since = document.visibilityState === 'visible' ? Date.now() : null;
      if (seconds > 0) send(seconds);
    };
    const onVisibility = () => (document.visibilityState === 'visible' ? (since ??= Date.now()) : flush());
    send(0);
    const timer = window.setInterval(flush, EVERY_MS);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, [postId]);
}
