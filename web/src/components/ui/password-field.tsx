import { useState, type InputHTMLAttributes } from 'react';
import { FieldShell } from './field-shell';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string; error?: string; hint?: string };

/**
 * A password input with "Show password" (GOV.UK's pattern): typing without seeing is hard
 * with a tremor, with dyslexia, or on a phone. The button says what it will do next, and
 * showing the password is announced, as GOV.UK Frontend does.
 */
export function PasswordField({ label, error, hint, id, className, ...props }: Props) {
  // null until the button is first used, so nothing is announced on arrival.
  const [shown, setShown] = useState<boolean | null>(null);
  return (
    <FieldShell label={label} error={error} hint={hint} id={id} className={className}>
      {(c) => (
        <div className="mt-1 flex gap-2">
          <input
            id={c.id}
            type={shown ? 'text' : 'password'}
            aria-invalid={c.invalid}
            aria-describedby={c.describedBy}
            autoCapitalize="none"
            spellCheck={false}
            className={`block min-h-11 w-full min-w-0 rounded-lg border-2 bg-white px-3 py-2 text-base text-slate-900 ${c.border}`}
            {...props}
          />
          <button
            type="button"
            aria-controls={c.id}
            onClick={() => setShown((s) => !s)}
            className="min-h-11 shrink-0 rounded-lg border-2 border-violet-800 bg-white px-3 font-semibold text-violet-900 hover:bg-violet-50"
          >
            {shown ? 'Hide' : 'Show'}
            <span className="sr-only"> password</span>
          </button>
          <span className="sr-only" aria-live="polite">
            {shown === null ? '' : shown ? 'Your password is visible' : 'Your password is hidden'}
          </span>
        </div>
      )}
    </FieldShell>
  );
}
