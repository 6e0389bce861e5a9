import { useId } from 'react';

type Props = {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
  /** The text size this percent gives, in px: shown and said after the percent. */
  px?: number;
};

/** A labelled native range input: arrow keys step by 10, and the value is shown and spoken as a percent. */
export function SettingSlider({ label, value, min, max, step, onChange, px }: Props) {
  const id = useId();
  return (
    <div className="px-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <label htmlFor={id} className="font-semibold text-slate-900">
          {label}
        </label>
        <span className="font-semibold text-slate-900 tabular-nums">
          {value}%{px !== undefined && <span className="font-normal text-slate-700"> ({px} px)</span>}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={px === undefined ? `${value} percent` : `${value} percent, text ${px} pixels`}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-11 w-full cursor-pointer accent-violet-800"
      />
    </div>
  );
}
