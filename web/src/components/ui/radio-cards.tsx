import type { ReactNode } from 'react';
import { FieldError } from './field-shell';

export type RadioCard<T extends string | number> = { value: T; label: ReactNode; hint?: ReactNode };

type Props<T extends string | number> = {
  /** The group's name, read before each option ("How often, Give once, radio button, 1 of 2"). */
  legend: ReactNode;
  name: string;
  options: readonly RadioCard<T>[];
  /** Controlled: the chosen value and what to do on a change. Leave both out for a form read with FormData. */
  value?: T;
  onChange?: (value: T) => void;
  /** Uncontrolled: the value checked at first (nothing by default, so the choice is the member's own). */
  defaultValue?: T;
  error?: string;
  /** The error's id; the fieldset is described by it while the error shows. */
  errorId?: string;
  /** The first radio's id, so an error summary's link lands on the group. */
  firstId?: string;
  /**
   * How the cards flow: `list` is one per line (long labels, hints); a CSS length such as `7em`
   * makes columns that wide, so two or three sit side by side and one per line at 200 % on a
   * phone (never wider than the line: 12em at 200 % text is 384 px).
   */
  layout?: 'list' | `${number}em`;
  /** Anything that belongs inside the group after the cards (an "other amount" field's hint). */
  children?: ReactNode;
};

const COLUMNS: Record<string, string> = {
  '7em': 'grid-cols-[repeat(auto-fill,minmax(min(7em,100%),1fr))]',
  '9em': 'grid-cols-[repeat(auto-fill,minmax(min(9em,100%),1fr))]',
  '12em': 'grid-cols-[repeat(auto-fill,minmax(min(12em,100%),1fr))]',
};

/**
 * A named group of native radios drawn as cards: arrow keys move between them as in any radio
 * group, each card is a 44 px+ target, and the checked one shows by its dot and a thick border,
 * never by colour alone. Every single-choice group in the app uses this one component.
 */
export function RadioCards<T extends string | number>(props: Props<T>) {
  const { legend, name, options, value, onChange, defaultValue, error, errorId, firstId, layout = 'list', children } = props;
  const controlled = onChange !== undefined;
  const grid = layout === 'list' ? '' : (COLUMNS[layout] ?? '');
  return (
    <fieldset aria-describedby={error && errorId ? errorId : undefined}>
      <legend className="font-semibold text-slate-900">{legend}</legend>
      <div className={`mt-2 grid gap-2 ${grid}`}>
        {options.map((o, i) => {
          const key = `${name}-${String(o.value)}`;
          return (
            <label
              key={key}
              className="flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border-2 border-slate-400 bg-white p-3 text-slate-900 has-[:checked]:border-4 has-[:checked]:border-violet-800 has-[:checked]:bg-violet-50 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-amber-400"
            >
              <input
                type="radio"
                name={name}
                value={o.value}
                id={i === 0 ? firstId : undefined}
                aria-invalid={error ? true : undefined}
                {...(controlled
                  ? { checked: value === o.value, onChange: () => onChange(o.value) }
                  : { defaultChecked: defaultValue === undefined ? undefined : defaultValue === o.value })}
                // The name is the option's words alone; a hint is its description.
                aria-labelledby={o.hint ? `${key}-label` : undefined}
                aria-describedby={o.hint ? `${key}-hint` : undefined}
                className="mt-0.5 size-5 shrink-0 accent-violet-800"
              />
              {o.hint ? (
                <span>
                  <span id={`${key}-label`} className="block font-semibold">
                    {o.label}
                  </span>
                  <span id={`${key}-hint`} className="block text-sm text-slate-700">
                    {o.hint}
                  </span>
                </span>
              ) : (
                <span className="font-semibold">{o.label}</span>
              )}
            </label>
          );
        })}
      </div>
      {children}
      {error && errorId && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
