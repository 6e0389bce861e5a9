import { useId, type TextareaHTMLAttributes } from 'react';

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string; hint?: string };

/** A labelled textarea whose error and hint are tied to it for screen readers. */
export function TextArea({ label, error, hint, id, className = '', rows = 5, ...props }: Props) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
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
      <textarea
        id={fieldId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={`mt-1 block w-full rounded-lg border-2 bg-white px-3 py-2 text-base text-slate-900 ${error ? 'border-red-700' : 'border-slate-500'}`}
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
