import type { SelectHTMLAttributes } from 'react';
import { FieldShell } from './field-shell';

type Props = SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string; options: readonly string[]; placeholder?: string };

export function SelectField({ label, error, options, placeholder, id, className, ...props }: Props) {
  return (
    <FieldShell label={label} error={error} id={id} className={className}>
      {(c) => (
        <select
          id={c.id}
          aria-invalid={c.invalid}
          aria-describedby={c.describedBy}
          className={`mt-1 block min-h-11 w-full rounded-lg border-2 bg-white px-3 text-base text-slate-900 ${c.border}`}
          {...props}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
