import { QUICK_PHRASE_MAX, QUICK_PHRASE_MAX_LENGTH } from '@schemas/messages';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-shell';
import { focusAfterChange } from '@/lib/focus-after-change';

type Props = { phrases: string[]; onChange: (phrases: string[]) => void; errors: Record<string, string | undefined> };

/**
 * The member's quick replies: edit each in place, add, remove, and reorder with Move up / Move
 * down buttons (never dragging). Focus follows the phrase it moved, and lands on the new field.
 */
export function QuickPhrasesEditor({ phrases, onChange, errors }: Props) {
  const fields = useRef<(HTMLInputElement | null)[]>([]);
  // The list changes, then focus goes to the field (or the same button) of the phrase it is about.
  const change = (next: string[], index: number, selector?: string) =>
    focusAfterChange(
      () => onChange(next),
      () => {
        const field = fields.current[index];
        return (selector ? field?.closest('li')?.querySelector<HTMLElement>(selector) : null) ?? field;
      },
    );
  const move = (from: number, to: number, selector: string) => {
    const next = [...phrases];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    change(next, to, selector);
  };
  const listError = errors.quickPhrases;

  return (
    <fieldset className="mt-6">
      <legend className="text-lg font-semibold text-slate-950">Quick replies</legend>
      <p className="mt-1 text-slate-700">
        Phrases shown under the message box: one press puts a phrase in the box, a second sends it. Up to {QUICK_PHRASE_MAX}.
      </p>
      {listError && <FieldError>{listError}</FieldError>}
      <ol className="mt-3 flex flex-col gap-3">
        {phrases.map((phrase, i) => {
          const error = errors[`quickPhrases.${i}`];
          const id = `quick-phrase-${i}`;
          return (
            <li key={i} className="rounded-lg border border-slate-300 bg-white p-3">
              <label htmlFor={id} className="block font-semibold text-slate-900">
                Phrase {i + 1}
              </label>
              <input
                id={id}
                ref={(el) => {
                  fields.current[i] = el;
                }}
                name={`quickPhrases.${i}`}
                value={phrase}
                maxLength={QUICK_PHRASE_MAX_LENGTH}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => onChange(phrases.map((p, j) => (j === i ? event.target.value : p)))}
                className={`mt-1 block min-h-11 w-full rounded-lg border-2 bg-white px-3 py-2 text-base text-slate-900 ${error ? 'border-red-700' : 'border-slate-500'}`}
              />
              {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
              <div className="mt-2 flex flex-wrap gap-2">
                <Button variant="ghost" busy={i === 0} data-move="up" onClick={() => move(i, i - 1, '[data-move="up"]')}>
                  Move up <span className="sr-only">{phrase}</span>
                </Button>
                <Button
                  variant="ghost"
                  busy={i === phrases.length - 1}
                  data-move="down"
                  onClick={() => move(i, i + 1, '[data-move="down"]')}
                >
                  Move down <span className="sr-only">{phrase}</span>
                </Button>
                <Button
                  variant="ghost"
                  onClick={() =>
                    change(
                      phrases.filter((_, j) => j !== i),
                      Math.max(0, i - 1),
                    )
                  }
                >
                  Remove <span className="sr-only">{phrase}</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {phrases.length < QUICK_PHRASE_MAX && (
        <Button variant="secondary" className="mt-3" onClick={() => change([...phrases, ''], phrases.length)}>
          Add a phrase
        </Button>
      )}
    </fieldset>
  );
}
