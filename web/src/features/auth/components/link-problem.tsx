import { useEffect, useRef, type ReactNode } from 'react';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/lib/paths';

/**
 * A mailed link that cannot be used (incomplete, expired, used already), with the way on. When
 * it replaces a form after the worker refused the link, the message takes focus, so a
 * screen-reader user hears it at once and the next Tab reaches the way on.
 */
export function LinkProblem({ message, focus = false, children }: { message: string; focus?: boolean; children: ReactNode }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div className="space-y-4">
      <p
        ref={ref}
        tabIndex={-1}
        className="rounded-lg border-2 border-red-700 bg-red-50 p-4 text-lg font-semibold text-red-900 outline-offset-4"
      >
        {message}
      </p>
      {children}
    </div>
  );
}

/** The way on from a mailed link that cannot be used: a new one (a password link unless told). */
export function AskForNewLink({ to = paths.forgotPassword, children = 'Ask for a new link' }: { to?: string; children?: ReactNode }) {
  return (
    <p className="text-lg">
      <TextLink to={to} className="inline-block py-1">
        {children}
      </TextLink>
    </p>
  );
}
