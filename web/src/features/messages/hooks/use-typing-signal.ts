import { useRef } from 'react';
import { sendTyping } from '../api/use-messages';

/** At most one "typing" call every 5 seconds while the member types. */
export const TYPING_SIGNAL_INTERVAL_MS = 5000;

/**
 * Tells the others the member is typing, only when the member has typing indicators on
 * themselves (the worker tells only members who turned them on, so it works both ways).
 */
export function useTypingSignal(conversationId: number, enabled: boolean) {
  const last = useRef(0);
  return () => {
    if (!enabled || Date.now() - last.current < TYPING_SIGNAL_INTERVAL_MS) return;
    last.current = Date.now();
    sendTyping(conversationId).catch(() => {
      // A missed typing signal matters to no one.
    });
  };
}
