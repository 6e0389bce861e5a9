import { useId, type ReactNode } from 'react';

type Control = { id: string; describedBy: string | undefined; invalid: true | undefined; border: string };
type Props = { label: string; hint?: string; error?: string; id?: string; className?: string; children: (control: Control) => ReactNode };

/** The ids that tie a control to its hint and error (every labelled field and the checkbox). */
export function useFieldIds(id: string | undefined, hint: string | undefined, error: string | undefined) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  return { fieldId, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

/**
 * The label, hint and error around any form control, tied to it for screen readers
 * (aria-describedby, aria-invalid). Text fields, text areas and selects all use it.
 */
export function FieldShell({ label, hint, error, id, className = '', children }: Props) {
  const { fieldId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="block font-semibold text-slate-900">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      )}
      {children({
        id: fieldId,
        describedBy,
        invalid: error ? true : undefined,
        border: error ? 'border-red-700' : 'border-slate-500',
      })}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

/**
 * A field's error, after a warning sign (so colour is not the only cue) and, for screen
 * readers, "Error:" (GOV.UK's visually hidden prefix); tie it with aria-describedby.
 */
export function FieldError({ id, children, className = '' }: { id?: string; children: ReactNode; className?: string }) {
  return (
    <p id={id} className={`mt-1 text-sm font-semibold text-red-800 ${className}`}>
      <span aria-hidden="true">⚠ </span>
      <span className="sr-only">Error:</span> {children}
    </p>
  );
}
