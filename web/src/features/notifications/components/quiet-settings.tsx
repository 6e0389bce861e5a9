import { notificationSettingsSchema, TIME_ZONE_LABELS, TIME_ZONES } from '@schemas/notifications';
import { useRef, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { ErrorSummary } from '@/components/ui/error-summary';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { focusIfLost } from '@/lib/focus-after-change';
import { useSubmit } from '@/lib/use-submit';
import { invalidateNotifications, saveSettings, type NotificationSettings, type Pause, type TimeZone } from '../api/use-notifications';

/** "9:15 pm" on the member's own clock. */
const clockIn = (iso: string, timeZone: TimeZone) =>
  new Intl.DateTimeFormat('en-AU', { timeZone, hour: 'numeric', minute: '2-digit', weekday: 'long' }).format(new Date(iso));

/**
 * Do Not Disturb (quiet hours in the member's time zone, or a pause) and whether a new
 * notification is announced to a screen reader. While it is on nothing is said aloud and no email
 * goes; the emails wait until it ends, nothing is lost.
 */
export function QuietSettingsForm({ settings }: { settings: NotificationSettings }) {
  const { formRef, summary, errors, busy, submit } = useSubmit({
    schema: notificationSettingsSchema,
    action: saveSettings,
    refresh: invalidateNotifications,
    success: 'Quiet time settings saved',
    failure: 'Your quiet time settings could not be saved. Please try again.',
  });
  const pauses = useRef<HTMLDivElement>(null);
  // No success toast: the status above says the new state once it is read again, and a toast
  // said the same sentence a second time. A failure is still told.
  const { busy: pausing, submit: pause } = useSubmit({
    action: (choice: Pause) => saveSettings({ pause: choice }),
    refresh: invalidateNotifications,
    failure: 'Do Not Disturb could not be changed. Please try again.',
    // Pausing swaps the pause buttons for "Turn off Do Not Disturb" (and back), and the pressed
    // one went with focus to the page: the first button of the new row takes it. Only when focus
    // was lost, so a member who moved on meanwhile is left there.
    onSuccess: () => focusIfLost(() => pauses.current?.querySelector('button')),
  });

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const time = (name: string) => String(data.get(name) ?? '') || null;
    void submit({
      timeZone: data.get('timeZone'),
      quietFrom: time('quietFrom'),
      quietUntil: time('quietUntil'),
      announce: data.get('announce') === 'on',
    });
  }

  return (
    <div className="mt-4 grid gap-6">
      <div role="status" className="rounded-lg border-2 border-slate-300 bg-white p-3 text-slate-900">
        {settings.pausedUntil
          ? `Do Not Disturb is on until ${clockIn(settings.pausedUntil, settings.timeZone)}.`
          : settings.quietNow
            ? 'Do Not Disturb is on: it is your quiet hours.'
            : 'Do Not Disturb is off.'}
      </div>
      <div ref={pauses} className="flex flex-wrap gap-2">
        {settings.pausedUntil ? (
          <Button type="button" busy={pausing} onClick={() => void pause('none')}>
            Turn off Do Not Disturb
          </Button>
        ) : (
          <>
            <Button type="button" variant="secondary" busy={pausing} onClick={() => void pause('hour')}>
              Pause for 1 hour
            </Button>
            <Button type="button" variant="secondary" busy={pausing} onClick={() => void pause('tomorrow')}>
              Pause until 8 am tomorrow
            </Button>
          </>
        )}
      </div>
      <form ref={formRef} noValidate onSubmit={save} aria-label="Quiet time settings" className="grid gap-4">
        <ErrorSummary {...summary} />
        <SelectField
          label="Your time zone"
          name="timeZone"
          defaultValue={settings.timeZone}
          options={TIME_ZONES.map((zone) => ({ value: zone, label: TIME_ZONE_LABELS[zone] }))}
          error={errors.timeZone}
        />
        <fieldset>
          <legend className="font-semibold text-slate-950">Quiet hours every day</legend>
          <p className="text-sm text-slate-700">Leave both empty for none. Quiet hours can run overnight, like 22:00 to 07:00.</p>
          <div className="mt-2 flex flex-wrap gap-4">
            <TextField label="From" name="quietFrom" type="time" defaultValue={settings.quietFrom ?? ''} error={errors.quietFrom} />
            <TextField label="Until" name="quietUntil" type="time" defaultValue={settings.quietUntil ?? ''} error={errors.quietUntil} />
          </div>
        </fieldset>
        <CheckboxField
          label="Announce new notifications"
          hint="Your screen reader says “New notification” at most once a minute, never while you type."
          name="announce"
          defaultChecked={settings.announce}
        />
        <div>
          <Button type="submit" busy={busy}>
            Save quiet time settings
          </Button>
        </div>
      </form>
    </div>
  );
}
