import type { Ref } from 'react';

type Props = {
  errors: Record<string, string | undefined>;
  /** A refusal that is no one field's (wrong password, a payment refused). */
  formError?: string | null;
  /** useSubmit focuses it when a submit is refused. */
  ref?: Ref<HTMLDivElement>;
};

/** The field a link is for: found by name in the link's own form. */
const fieldFor = (link: HTMLElement, name: string) =>
  link.closest('form')?.querySelector<HTMLElement>(`[name="${CSS.escape(name.split('.')[0]!)}"]`) ?? null;

/**
 * GOV.UK's error summary: "There is a problem" and a link to each field that needs fixing,
 * at the top of the form. It takes focus when a submit is refused, so every problem is heard
 * at once and each is one link away from its field. Place it inside the form.
 */
export function ErrorSummary({ errors, formError, ref }: Props) {
  const messages = Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1]));
  const shown = messages.length > 0 || Boolean(formError);
  // As GOV.UK Frontend does: the focused box holds an alert, so screen readers that do not
  // read a focused box's text still hear the whole summary.
  return (
    <div
      ref={ref}
      tabIndex={-1}
      data-error-summary
      className={shown ? 'rounded-lg border-4 border-red-700 bg-white p-4 outline-offset-4' : 'hidden'}
    >
      {shown && (
        <div role="alert">
          <h2 className="text-xl font-bold text-slate-950">There is a problem</h2>
          <ul className="mt-2 space-y-1">
            {formError && <li className="font-semibold text-red-800">{formError}</li>}
            {messages.map(([name, message]) => (
              <li key={name}>
                <a
                  href={`#${name}`}
                  // The field's real id is known once the link is in its form.
                  ref={(link) => {
                    const id = link && fieldFor(link, name)?.id;
                    if (id) link.setAttribute('href', `#${id}`);
                  }}
                  className="font-semibold text-red-800 underline underline-offset-2"
                  onClick={(event) => {
                    // The hash would move the page but not the caret: focus the field itself.
                    event.preventDefault();
                    const field = fieldFor(event.currentTarget, name);
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
  );
}
