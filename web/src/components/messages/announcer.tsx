import { useCallback, useRef, useState } from 'react';

type Said = { id: number; text: string };

/**
 * A polite live region that stays on the page (as ListStatus does): each announcement is added
 * to it as a new line, which screen readers say once without moving focus; the oldest lines
 * are dropped. Sighted members see the messages themselves, so it is visually hidden.
 */
export function useAnnouncer() {
  const [said, setSaid] = useState<Said[]>([]);
  const next = useRef(1);
  const announce = useCallback((text: string) => {
    const id = next.current++;
    setSaid((lines) => [...lines.slice(-2), { id, text }]);
  }, []);
  const region = (
    <div role="status" aria-live="polite" aria-atomic="false" aria-relevant="additions" className="sr-only" data-testid="message-announcer">
      {said.map((line) => (
        <p key={line.id}>{line.text}</p>
      ))}
    </div>
  );
  return { announce, region };
}
