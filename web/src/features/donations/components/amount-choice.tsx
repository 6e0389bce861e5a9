import { RadioCards } from '@/components/ui/radio-cards';
import { TextField } from '@/components/ui/text-field';
import { formatMoney } from '@/lib/format';
import type { GivingSettings } from '../api/use-donations';

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

/** The preset amounts and "Other amount" as one named radio group, then the amount field when "Other" is chosen. */
export function AmountChoice({ settings, legend, choice, other, error, onChoice, onOther }: Props) {
  const options = [...settings.presets.map((p) => ({ value: p, label: formatMoney(p) })), { value: OTHER, label: 'Other amount' }];
  return (
    <>
      {/* Columns as wide as 7em of text: two or three at normal sizes, one at 200 % on a phone. */}
      <RadioCards
        legend={legend}
        name="amountChoice"
        options={options}
        value={choice}
        onChange={onChoice}
        layout="7em"
        error={choice === OTHER ? undefined : error}
        errorId="amount-choice-error"
      />
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
