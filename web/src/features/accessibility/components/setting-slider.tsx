import { useId } from 'react';

type Props = { label: string; value: number; min: number; max: number; step: number; onChange: (value: number) => void };

/** A labelled native range input: arrow keys step by 10, and the value is shown and spoken as a percent. */
export function SettingSlider({ label, value, min, max, step, onChange }: Props) {
  const id = useId();
  return (
    <div className="px-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <label htmlFor={id} className="font-semibold text-slate-900">
          {label}
        </label>
        <span className="font-semibold text-slate-900 tabular-nums">{value}%</span>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={`${value}%`}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-11 w-full cursor-pointer accent-violet-800"
      />
    </div>
  );
}
