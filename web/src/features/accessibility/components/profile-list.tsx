import { useId } from 'react';
import { describeProfile } from '../lib/labels';
import { PROFILES, type ProfileName } from '../lib/settings';

/**
 * Each profile is offered by what it does, not only by the name of a disability: the button
 * is named "Vision profile" and described by what it turns on. The one the settings match
 * now is pressed.
 */
export function ProfileList({ active, onChoose }: { active: ProfileName | null; onChoose: (name: ProfileName) => void }) {
  const id = useId();
  return (
    <ul className="space-y-2">
      {(Object.keys(PROFILES) as ProfileName[]).map((name) => (
        <li key={name}>
          <button
            type="button"
            aria-pressed={active === name}
            aria-labelledby={`${id}-${name}-name`}
            aria-describedby={`${id}-${name}`}
            onClick={() => onChoose(name)}
            className="block min-h-11 w-full rounded-lg border-2 border-slate-500 px-3 py-2 text-left text-slate-900 hover:bg-violet-50 aria-pressed:border-violet-800 aria-pressed:bg-violet-50"
          >
            <span className="flex items-center justify-between gap-2 font-bold">
              <span id={`${id}-${name}-name`}>{PROFILES[name].label} profile</span>
              {active === name && (
                <span aria-hidden="true" className="rounded-full bg-violet-800 px-2 text-sm font-semibold text-white">
                  ✓ On
                </span>
              )}
            </span>
            <span id={`${id}-${name}`} className="block text-sm text-slate-700">
              {describeProfile(PROFILES[name].settings)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
