import { useId, type RefObject } from 'react';
import { usePlayer } from '@/components/audio-player/player-context';
import { SKIP_CHOICES, type SkipSeconds } from '@/components/audio-player/player-preferences';
import { SHORTCUTS } from '@/components/audio-player/use-player-shortcuts';

const selectClass = 'min-h-11 cursor-pointer rounded-lg border-2 border-slate-500 bg-white px-3 py-2 text-base text-slate-950';

/**
 * Skip lengths, single-key shortcuts on or off, and the list of those shortcuts. Kept on this
 * device (player-preferences.ts). Escape closes it and hands focus back to its button.
 */
export function PlayerSettings({
  id,
  onClose,
  toggleRef,
}: {
  id: string;
  onClose: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
}) {
  const { preferences, setPreferences } = usePlayer();
  const headingId = useId();
  const shortcutsId = useId();
  const skip = (direction: 'Back' | 'Forward', value: SkipSeconds, onChange: (seconds: SkipSeconds) => void) => (
    <label className="flex flex-wrap items-center gap-2 font-semibold text-slate-800">
      <span>Skip {direction.toLowerCase()}</span>
      <select value={value} onChange={(event) => onChange(Number(event.currentTarget.value) as SkipSeconds)} className={selectClass}>
        {SKIP_CHOICES.map((seconds) => (
          <option key={seconds} value={seconds}>
            {seconds} seconds
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <div
      id={id}
      role="group"
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
        toggleRef.current?.focus();
      }}
      className="max-h-[50vh] overflow-y-auto border-b-2 border-slate-300 px-3 py-3 sm:px-6"
    >
      {/* Focused when the panel opens (the dock's button moves focus here). */}
      <h2 id={headingId} tabIndex={-1} className="text-lg font-bold text-slate-950 outline-none">
        Player settings
      </h2>
      <p className="text-sm text-slate-700">Kept on this device.</p>
      <div className="mt-2 flex flex-wrap items-center gap-x-6 gap-y-2">
        {skip('Back', preferences.skipBack, (skipBack) => setPreferences({ skipBack }))}
        {skip('Forward', preferences.skipForward, (skipForward) => setPreferences({ skipForward }))}
        <label className="flex min-h-11 items-center gap-2 font-semibold text-slate-800">
          <input
            type="checkbox"
            checked={preferences.shortcuts}
            onChange={(event) => setPreferences({ shortcuts: event.currentTarget.checked })}
            aria-describedby={shortcutsId}
            className="size-6 accent-violet-800"
          />
          Single-key shortcuts
        </label>
      </div>
      <h3 className="mt-3 font-bold text-slate-950">Keyboard shortcuts</h3>
      <p id={shortcutsId} className="text-sm text-slate-700">
        {preferences.shortcuts
          ? 'While focus is in a player, and never while typing:'
          : 'Off. Turn on single-key shortcuts to use these keys while focus is in a player:'}
      </p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-900">
        {SHORTCUTS.map(({ keys, what }) => (
          <div key={what} className="contents">
            <dt className="font-semibold">
              {keys.map((k, i) => (
                <span key={k}>
                  {i > 0 && ' or '}
                  <kbd className="rounded border border-slate-400 bg-slate-50 px-1.5 font-mono">{k}</kbd>
                </span>
              ))}
            </dt>
            <dd>
              {what}
              {what === 'Skip back' && ` ${preferences.skipBack} seconds`}
              {what === 'Skip forward' && ` ${preferences.skipForward} seconds`}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
