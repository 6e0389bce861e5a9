import { useId } from 'react';

type Props = { label: string; hint: string; checked: boolean; onChange: (checked: boolean) => void; id?: string };

/**
 * A real switch (role="switch", aria-checked) whose whole 44 px row is the target. The state
 * is also written as On / Off, so it never rests on colour or position alone.
 */
export function SettingSwitch({ label, hint, checked, onChange, id }: Props) {
  const hintId = useId();
  return (
    <div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={hintId}
        onClick={() => onChange(!checked)}
        className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg px-2 text-left font-semibold text-slate-900 hover:bg-slate-100"
      >
        <span>{label}</span>
        <span aria-hidden="true" className="flex shrink-0 items-center gap-2 text-sm">
          {checked ? 'On' : 'Off'}
          <span
            className={`relative inline-block h-7 w-12 rounded-full border-2 ${checked ? 'border-violet-800 bg-violet-800' : 'border-slate-600 bg-white'}`}
          >
            <span className={`absolute top-0.5 size-5 rounded-full ${checked ? 'left-5.5 bg-white' : 'left-0.5 bg-slate-600'}`} />
          </span>
        </span>
      </button>
      <p id={hintId} className="px-2 text-sm text-slate-700">
        {hint}
      </p>
    </div>
  );
}
