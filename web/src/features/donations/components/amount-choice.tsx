import type { GivingSettings } from '@schemas/donations';
import { FieldError } from '@/components/ui/field-shell';
import { TextField } from '@/components/ui/text-field';
import { formatMoney } from '@/lib/format';

export const OTHER = 'other';

type Props = {
  settings: GivingSettings;
  /** The group's name: "Amount", or "Amount each month" for a monthly gift. */
  legend: string;
  choice: string;
  other: string;
  error: string | undefined;
  onChoice: (choice: string) => void;
  onOther: (text: string) => void;
};

/**
 * The preset amounts and "Other amount" as native radios (arrow keys move between them),
 * each a 48 px target whose checked state shows by the dot and a thick border, not colour.
 */
export function AmountChoice({ settings, legend, choice, other, error, onChoice, onOther }: Props) {
  const options = [...settings.presets.map((p) => ({ value: p, label: formatMoney(p) })), { value: OTHER, label: 'Other amount' }];
  return (
    <>
      <fieldset aria-describedby={error && choice !== OTHER ? 'amount-choice-error' : undefined}>
        <legend className="font-semibold text-slate-900">{legend}</legend>
        {/* Columns as wide as 7em of text: two or three at normal sizes, one at 200 % on a phone. */}
        <div className="mt-2 grid grid-cols-[repeat(auto-fill,minmax(7em,1fr))] gap-2">
          {options.map((o) => (
            <label
              key={o.value}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border-2 border-slate-400 bg-white px-3 font-semibold text-slate-900 has-[:checked]:border-4 has-[:checked]:border-violet-800 has-[:checked]:bg-violet-50 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-amber-400"
            >
              <input
                type="radio"
                name="amountChoice"
                value={o.value}
                checked={choice === o.value}
                onChange={() => onChoice(o.value)}
                className="size-5 shrink-0 accent-violet-800"
              />
              {o.label}
            </label>
          ))}
        </div>
        {error && choice !== OTHER && <FieldError id="amount-choice-error">{error}</FieldError>}
      </fieldset>
      {choice === OTHER && (
        <TextField
          label="Other amount (AUD)"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={other}
          onChange={(e) => onOther(e.target.value)}
          error={error}
          hint={`At least ${formatMoney(settings.minimum)} and at most ${formatMoney(settings.maximum)}, in dollars and cents, such as 30 or 30.50.`}
        />
      )}
    </>
  );
}
