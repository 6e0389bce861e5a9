import { useId, type InputHTMLAttributes } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string };

/** A labelled input whose error and hint are tied to it for screen readers. */
export function TextField({ label, error, hint, id, className = '', ...props }: Props) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block font-semibold text-slate-900">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      )}
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={`mt-1 block min-h-11 w-full rounded-lg border-2 bg-white px-3 py-2 text-base text-slate-900 ${error ? 'border-red-700' : 'border-slate-500'}`}
        {...props}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-800">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      )}
    </div>
  );
}
