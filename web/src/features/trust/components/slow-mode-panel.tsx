import { SLOW_MODE_MINUTES } from '@schemas/trust';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { refusalOr, useSubmit } from '@/lib/use-submit';
import { endSlowMode, setSlowMode, useSlowMode } from '../api/use-trust';

const minutesText = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;
const OPTIONS = [
  { value: 'off', label: 'Off' },
  ...SLOW_MODE_MINUTES.map((n) => ({ value: String(n), label: `One comment per ${minutesText(n)}` })),
];

/**
 * Slow mode on a post (decision 0034): members read that it is on and how long they still wait;
 * editors turn it on or off here. The worker enforces it and says the wait when a comment comes too soon.
 */
export function SlowModePanel({ postId, isEditor }: { postId: number; isEditor: boolean }) {
  const { data } = useSlowMode(postId);
  const { busy, submit } = useSubmit({
    action: (choice: string) => (choice === 'off' ? endSlowMode(postId) : setSlowMode(postId, Number(choice))),
    success: (mode) => (mode.minutes ? `Slow mode is on: one comment per ${minutesText(mode.minutes)}.` : 'Slow mode is off.'),
    failure: refusalOr('Could not change slow mode. Please try again.'),
  });
  if (!data || (data.minutes === null && !isEditor)) return null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(String(new FormData(event.currentTarget).get('minutes')));
  }

  const waitMinutes = Math.ceil(data.waitSeconds / 60);
  return (
    <div className="mt-4 rounded-xl border-2 border-amber-700 bg-amber-50 p-4 text-slate-900">
      {data.minutes !== null ? (
        <p>
          <strong>Slow mode:</strong> each member can comment once every {minutesText(data.minutes)} here.
          {data.waitSeconds > 0 && ` You can comment again in ${minutesText(waitMinutes)}.`}
        </p>
      ) : (
        <p>Slow mode is off for this post.</p>
      )}
      {isEditor && (
        <form onSubmit={onSubmit} className="mt-3 flex flex-wrap items-end gap-3">
          <SelectField
            key={data.minutes ?? 'off'}
            label="Slow mode (editors)"
            name="minutes"
            options={OPTIONS}
            defaultValue={data.minutes === null ? 'off' : String(data.minutes)}
            className="min-w-0 flex-1"
          />
          <Button type="submit" variant="secondary" busy={busy}>
            {busy ? 'Saving...' : 'Save slow mode'}
          </Button>
        </form>
      )}
    </div>
  );
}
