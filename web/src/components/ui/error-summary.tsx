import { useCallback, useLayoutEffect, useRef, useState, type Ref } from 'react';

type Props = {
  errors: Record<string, string | undefined>;
  /** A refusal that is no one field's (wrong password, a payment refused). */
  formError?: string | null;
  /** useSubmit focuses it when a submit is refused. */
  ref?: Ref<HTMLDivElement>;
};

/** The field a link is for: found by name in the summary's own form. */
const fieldIn = (form: HTMLFormElement | null, name: string) =>
  form?.querySelector<HTMLElement>(`[name="${CSS.escape(name.split('.')[0]!)}"]`) ?? null;

/** Where a field comes in its form (after every field for none): a stable sort keeps ties as they came. */
function placeIn(form: HTMLFormElement | null, name: string) {
  const field = fieldIn(form, name);
  if (!form || !field) return Number.MAX_SAFE_INTEGER;
  const at = [...form.querySelectorAll('[name]')].indexOf(field);
  return at < 0 ? Number.MAX_SAFE_INTEGER : at;
}

function assign<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * GOV.UK's error summary: "There is a problem" and a link to each field that needs fixing,
 * at the top of the form. It takes focus when a submit is refused, so every problem is heard
 * at once and each is one link away from its field. Place it inside the form.
 */
export function ErrorSummary({ errors, formError, ref }: Props) {
  const box = useRef<HTMLDivElement | null>(null);
  const setBox = useCallback(
    (el: HTMLDivElement | null) => {
      box.current = el;
      assign(ref, el);
    },
    [ref],
  );
  // The form is known from the first render on, so each link is written whole with its field's
  // id: changing a link after it is shown made screen readers say the whole alert again.
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  useLayoutEffect(() => setForm(box.current?.closest('form') ?? null), []);

  // In the form's own order, as a member reads and tabs through it (the errors object is in the
  // schema's order, which need not be the page's); a name with no field goes last.
  const messages = Object.entries(errors)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .sort(([a], [b]) => placeIn(form, a) - placeIn(form, b));
  const shown = messages.length > 0 || Boolean(formError);
  // The alert is always in the page, empty until a submit is refused: words put into a live
  // region that is already there are said once, by every screen reader. The box holds it, as
  // GOV.UK Frontend does, so one that does not read a focused box's text still hears it.
  return (
    <div
      ref={setBox}
      tabIndex={-1}
      data-error-summary
      // Empty, it has no box of its own ("contents"), so the form's spacing does not leave a gap for it.
      className={shown ? 'rounded-lg border-4 border-red-700 bg-white p-4 outline-offset-4' : 'contents'}
    >
      <div role="alert">
        {/* One element added at once: each node added to a live region can be a separate announcement. */}
        {shown && (
          <div>
            <h2 className="text-xl font-bold text-slate-950">There is a problem</h2>
            <ul className="mt-2 space-y-1">
              {formError && <li className="font-semibold text-red-800">{formError}</li>}
              {messages.map(([name, message]) => (
                <li key={name}>
                  <a
                    href={`#${fieldIn(form, name)?.id || name}`}
                    className="font-semibold text-red-800 underline underline-offset-2"
                    onClick={(event) => {
                      // The hash would move the page but not the caret: focus the field itself.
                      event.preventDefault();
                      const field = fieldIn(form, name);
                      field?.focus();
                      field?.scrollIntoView?.({ block: 'center' });
                    }}
                  >
                    {message}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}
