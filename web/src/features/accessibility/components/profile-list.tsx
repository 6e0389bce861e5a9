import { describeProfile } from '../lib/labels';
import { PROFILES, type ProfileName } from '../lib/settings';

/** Each profile is offered by what it does, not only by the name of a disability. */
export function ProfileList({ onChoose }: { onChoose: (name: ProfileName) => void }) {
  return (
    <ul className="space-y-2">
      {(Object.keys(PROFILES) as ProfileName[]).map((name) => (
        <li key={name}>
          <button
            type="button"
            onClick={() => onChoose(name)}
            className="block min-h-11 w-full rounded-lg border-2 border-slate-500 px-3 py-2 text-left text-slate-900 hover:bg-violet-50"
          >
            <span className="block font-bold">{PROFILES[name].label} profile</span>
            <span className="block text-sm text-slate-700">{describeProfile(PROFILES[name].settings)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
