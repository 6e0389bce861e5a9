import type { InputHTMLAttributes } from 'react';
import { FieldError, useFieldIds } from './field-shell';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string; hint?: string; error?: string };

/** A checkbox with its label as a 44 px target, and its hint and error read with it. */
export function CheckboxField({ label, hint, error, id, className = '', ...props }: Props) {
  const { fieldId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={className}>
      {/* The label spans the row's full 44 px height, so the whole row is the target. */}
      <div className="flex items-stretch gap-3">
        <input
          id={fieldId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="my-2.5 size-6 shrink-0 cursor-pointer accent-violet-800"
          {...props}
        />
        <label htmlFor={fieldId} className="flex min-h-11 flex-1 cursor-pointer items-center font-semibold text-slate-900">
          {label}
        </label>
      </div>
      {hint && (
        <p id={hintId} className="ml-9 text-sm text-slate-700">
          {hint}
        </p>
      )}
      {error && (
        <FieldError id={errorId} className="ml-9">
          {error}
        </FieldError>
      )}
    </div>
  );
}
