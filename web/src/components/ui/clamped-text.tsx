import { useId, useState } from 'react';
import { UserText } from './user-text';

/**
 * Text over the limit (300 characters for a post) shows its first part with "Show more" /
 * "Show less", so a list stays quick to scan. The button says whether the text is expanded,
 * and controls the text.
 */
export function ClampedText({ text, limit, className = '' }: { text: string; limit: number; className?: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const long = text.length > limit;
  const shown = !long || open ? text : `${text.slice(0, limit).replace(/\s+\S*$/, '')}…`;
  return (
    <div>
      <div id={id}>
        <UserText text={shown} className={className} />
      </div>
      {long && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
          className="mt-2 min-h-11 rounded font-semibold text-violet-900 underline underline-offset-4"
        >
          {open ? 'Show less' : 'Show more'}
        </button>
      )}
    </div>
  );
}
