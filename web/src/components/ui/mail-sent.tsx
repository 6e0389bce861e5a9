import { useEffect, useId, useRef, type ReactNode } from 'react';

const TITLE = 'Check your email';

/**
 * "Check your email", in place of a form whose answer is a mailed link. Its heading takes
 * focus, and the worker's message is the heading's description, so a screen reader says both
 * once, together, with no live region repeating them. The worker's words may open with the
 * heading's own ("Check your email. We have sent..."): they are said once. Level 3 when it
 * stands under a section's own heading (the account page's "Change your email address").
 */
export function MailSent({ message, level = 2, children }: { message: string; level?: 2 | 3; children?: ReactNode }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const Heading = `h${level}` as const;
  const text = message.startsWith(`${TITLE}.`) ? message.slice(TITLE.length + 1).trim() : message;
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <Heading
        ref={heading}
        id={`${id}-heading`}
        tabIndex={-1}
        aria-describedby={`${id}-message`}
        className={`${level === 2 ? 'text-2xl' : 'text-xl'} font-bold text-slate-950 outline-none`}
      >
        {TITLE}
      </Heading>
      <p id={`${id}-message`} className="text-lg wrap-anywhere text-slate-800">
        {text}
      </p>
      {children}
    </section>
  );
}
