import { useRef } from 'react';

/** At most one "typing" call every 5 seconds while the member types. */
export const TYPING_SIGNAL_INTERVAL_MS = 5000;

/**
 * Tells the others the member is typing, only when the member has typing indicators on
 * themselves (the worker tells only members who turned them on, so it works both ways). Shared
 * by conversations and chat rooms: `send` is their own typing route.
 */
export function useTypingSignal(send: () => Promise<unknown>, enabled: boolean) {
  const last = useRef(0);
  return () => {
    if (!enabled || Date.now() - last.current < TYPING_SIGNAL_INTERVAL_MS) return;
    last.current = Date.now();
    send().catch(() => {
      // A missed typing signal matters to no one.
    });
  };
}
