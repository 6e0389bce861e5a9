import type { TextareaHTMLAttributes } from 'react';
import { FieldShell } from './field-shell';

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string; hint?: string };

/** A labelled textarea whose error and hint are tied to it for screen readers. */
export function TextArea({ label, error, hint, id, className, rows = 5, ...props }: Props) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id} className={className}>
      {(c) => (
        <textarea
          id={c.id}
          rows={rows}
          aria-invalid={c.invalid}
          aria-describedby={c.describedBy}
          className={`mt-1 block w-full rounded-lg border-2 bg-white px-3 py-2 text-base text-slate-900 ${c.border}`}
          {...props}
        />
      )}
    </FieldShell>
  );
}
