import { useEffect, useId, useRef, type ReactNode } from 'react';

const TITLE = 'Check your email';

/**
 * "Check your email", in place of a form whose answer is a mailed link. Its heading takes
 * focus, and the worker's message is the heading's description, so a screen reader says both
 * once, together, with no live region repeating them. The worker's words may open with the
 * heading's own ("Check your email. We have sent..."): they are said once.
 */
export function MailSent({ message, children }: { message: string; children?: ReactNode }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const text = message.startsWith(`${TITLE}.`) ? message.slice(TITLE.length + 1).trim() : message;
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h2
        ref={heading}
        id={`${id}-heading`}
        tabIndex={-1}
        aria-describedby={`${id}-message`}
        className="text-2xl font-bold text-slate-950 outline-none"
      >
        {TITLE}
      </h2>
      <p id={`${id}-message`} className="text-lg wrap-anywhere text-slate-800">
        {text}
      </p>
      {children}
    </section>
  );
}
