import {
  DELIVERIES,
  DELIVERY_LABELS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  notificationPreferencesSchema,
  type NotificationPreferences,
} from '@schemas/notifications';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { useSubmit } from '@/lib/use-submit';
import { refreshNotifications, savePreferences } from '../api/use-notifications';

/**
 * How the member hears about each kind: native radios per kind (arrow keys move within a
 * group), saved together. "Off" means no notification at all, in the app either.
 */
export function NotificationPreferencesForm({ preferences }: { preferences: NotificationPreferences }) {
  const { formRef, summary, busy, submit } = useSubmit({
    schema: notificationPreferencesSchema,
    action: savePreferences,
    refresh: refreshNotifications,
    success: 'Notification settings saved',
    failure: 'Your notification settings could not be saved. Please try again.',
  });

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void submit(Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, form.get(kind)])));
  }

  return (
    <form ref={formRef} noValidate onSubmit={save} aria-label="Notification settings" className="mt-4 grid gap-6">
      <ErrorSummary {...summary} />
      {NOTIFICATION_KINDS.map((kind) => (
        <fieldset key={kind}>
          <legend className="font-semibold text-slate-950">{NOTIFICATION_KIND_LABELS[kind]}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {DELIVERIES.map((delivery) => (
              <label
                key={delivery}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border-2 border-slate-400 bg-white px-3 py-2 text-slate-900 has-[:checked]:border-violet-800 has-[:checked]:bg-violet-50 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-amber-400"
              >
                <input
                  type="radio"
                  name={kind}
                  value={delivery}
                  defaultChecked={preferences[kind] === delivery}
                  className="size-5 shrink-0 accent-violet-800"
                />
                {DELIVERY_LABELS[delivery]}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <div>
        <Button type="submit" busy={busy}>
          Save notification settings
        </Button>
      </div>
    </form>
  );
}
