import type { SelectHTMLAttributes } from 'react';
import { FieldShell } from './field-shell';

type Option = string | { value: string; label: string };
type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  hint?: string;
  options: readonly Option[];
  placeholder?: string;
};

export function SelectField({ label, error, hint, options, placeholder, id, className, ...props }: Props) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id} className={className}>
      {(c) => (
        <select
          id={c.id}
          aria-invalid={c.invalid}
          aria-describedby={c.describedBy}
          className={`mt-1 block min-h-11 w-full rounded-lg border-2 bg-white px-3 text-base text-slate-900 ${c.border}`}
          {...props}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => {
            const { value, label: text } = typeof o === 'string' ? { value: o, label: o } : o;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
      )}
    </FieldShell>
  );
}
