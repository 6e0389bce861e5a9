import { RadioCards } from '@/components/ui/radio-cards';
import type { Frequency } from '../api/use-donations';

const OPTIONS: { value: Frequency; label: string }[] = [
  { value: 'once', label: 'Give once' },
  { value: 'monthly', label: 'Give monthly' },
];

/** "Give once" or "Give monthly": a named radio group drawn as the amounts are. */
export function FrequencyChoice({ value, onChange }: { value: Frequency; onChange: (value: Frequency) => void }) {
  return <RadioCards legend="How often" name="frequency" options={OPTIONS} value={value} onChange={onChange} layout="9em" />;
}
