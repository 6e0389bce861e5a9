import {
  DELIVERIES,
  DELIVERY_LABELS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  notificationPreferencesSchema,
} from '@schemas/notifications';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { RadioCards } from '@/components/ui/radio-cards';
import { useSubmit } from '@/lib/use-submit';
import { invalidateNotifications, savePreferences, type NotificationPreferences } from '../api/use-notifications';

/**
 * How the member hears about each kind: native radios per kind (arrow keys move within a
 * group), saved together. "Off" means no notification at all, in the app either.
 */
export function NotificationPreferencesForm({ preferences }: { preferences: NotificationPreferences }) {
  const { formRef, summary, busy, submit } = useSubmit({
    schema: notificationPreferencesSchema,
    action: savePreferences,
    refresh: invalidateNotifications,
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
        <RadioCards
          key={kind}
          legend={NOTIFICATION_KIND_LABELS[kind]}
          name={kind}
          options={DELIVERIES.map((delivery) => ({ value: delivery, label: DELIVERY_LABELS[delivery] }))}
          defaultValue={preferences[kind]}
          layout="12em"
        />
      ))}
      <div>
        <Button type="submit" busy={busy}>
          Save notification settings
        </Button>
      </div>
    </form>
  );
}
