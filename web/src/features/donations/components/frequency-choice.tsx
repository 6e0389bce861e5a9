import type { Frequency } from '@schemas/donations';

const OPTIONS: { value: Frequency; label: string }[] = [
  { value: 'once', label: 'Give once' },
  { value: 'monthly', label: 'Give monthly' },
];

/** "Give once" or "Give monthly": native radios in a named group, styled as the amounts are (48 px, a thick border when checked). */
export function FrequencyChoice({ value, onChange }: { value: Frequency; onChange: (value: Frequency) => void }) {
  return (
    <fieldset>
      <legend className="font-semibold text-slate-900">How often</legend>
      <div className="mt-2 grid grid-cols-[repeat(auto-fill,minmax(9em,1fr))] gap-2">
        {OPTIONS.map((o) => (
          <label
            key={o.value}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border-2 border-slate-400 bg-white px-3 font-semibold text-slate-900 has-[:checked]:border-4 has-[:checked]:border-violet-800 has-[:checked]:bg-violet-50 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-amber-400"
          >
            <input
              type="radio"
              name="frequency"
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="size-5 shrink-0 accent-violet-800"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
