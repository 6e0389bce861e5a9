import type { InputHTMLAttributes } from 'react';
import { FieldShell } from './field-shell';

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string };

/** A labelled input whose error and hint are tied to it for screen readers. */
export function TextField({ label, error, hint, id, className, ...props }: Props) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id} className={className}>
      {(c) => (
        <input
          id={c.id}
          aria-invalid={c.invalid}
          aria-describedby={c.describedBy}
          className={`mt-1 block min-h-11 w-full rounded-lg border-2 bg-white px-3 py-2 text-base text-slate-900 ${c.border}`}
          {...props}
        />
      )}
    </FieldShell>
  );
}
