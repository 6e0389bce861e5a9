import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS } from '@schemas/notifications';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ListStatus, listMessage } from '@/components/ui/list-status';
import { Page } from '@/components/ui/page';
import { PageTitle } from '@/components/ui/page-title';
import { Pager } from '@/components/ui/pager';
import { SelectField } from '@/components/ui/select-field';
import {
  markAllNotificationsRead,
  useNotificationPage,
  useNotificationPreferences,
  useNotificationSettings,
  type NotificationKind,
} from '@/features/notifications/api/use-notifications';
import { NotificationItem } from '@/features/notifications/components/notification-item';
import { NotificationPreferencesForm } from '@/features/notifications/components/notification-preferences';
import { QuietSettingsForm } from '@/features/notifications/components/quiet-settings';
import { ReleaseFollowsList } from '@/features/notifications/components/release-follows-list';
import { focusIfLost } from '@/lib/focus-after-change';
import { useSubmit } from '@/lib/use-submit';

const KIND_OPTIONS = [
  { value: '', label: 'Everything' },
  ...NOTIFICATION_KINDS.map((k) => ({ value: k, label: NOTIFICATION_KIND_LABELS[k] })),
];
const PREFERENCES_HEADING = 'notification-settings-heading';
const QUIET_HEADING = 'quiet-times-heading';
const FOLLOWS_HEADING = 'release-follows-heading';

/** /notifications: every notification, newest first, in pages, filtered by kind; and how the member hears about each kind. */
export default function NotificationsRoute() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const kindParam = params.get('kind') ?? '';
  const kind = (NOTIFICATION_KINDS as readonly string[]).includes(kindParam) ? (kindParam as NotificationKind) : undefined;
  const { data, error, isLoading } = useNotificationPage(page, kind);
  const preferences = useNotificationPreferences();
  const settings = useNotificationSettings();
  const filters = useRef<HTMLDivElement>(null);
  // What the member chose to show: the first page then says its count too, "Everything" included.
  // Only once the address shows that choice: the state is set a render before the router moves,
  // and that render still holds the old list, whose count was said first.
  const [chosen, setChosen] = useState<string | null>(null);
  const markAll = useSubmit({
    action: markAllNotificationsRead,
    success: 'All notifications marked as read',
    failure: 'Could not mark them as read. Please try again.',
    // With nothing unread the button goes, and focus with it to the page: the "Show" filter
    // beside it stays. Only when focus was lost, so a member who moved on is left there.
    onSuccess: () => focusIfLost(() => filters.current?.querySelector('select')),
  });
  const settled = isLoading || error ? undefined : data?.notifications.length;
  const status = listMessage({
    count: settled,
    noun: ['notification', 'notifications'],
    page: page - 1,
    scope: kind ? `in ${NOTIFICATION_KIND_LABELS[kind]}` : undefined,
    narrowed: chosen === (kind ?? '') || Boolean(kind),
  });
  const preferencesHeading = useRef<HTMLHeadingElement>(null);

  // The mails' "Choose what you hear about" link lands on the settings.
  const wantsPreferences = params.get('preferences') === '1';
  useEffect(() => {
    if (wantsPreferences && preferences.data) preferencesHeading.current?.focus();
  }, [wantsPreferences, preferences.data]);

  const go = (next: { page?: number; kind?: string }) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      out.delete('preferences');
      if (next.kind !== undefined) {
        if (next.kind) out.set('kind', next.kind);
        else out.delete('kind');
        out.delete('page');
      }
      if (next.page !== undefined) {
        if (next.page > 1) out.set('page', String(next.page));
        else out.delete('page');
      }
      return out;
    });

  return (
    <Page measure="reading">
      <PageTitle title="Notifications">Notifications</PageTitle>
      <p className="mt-3 text-lg text-slate-700">
        Replies to your posts, replies in discussions you follow, and likes on your posts. Opening one marks it as read.
      </p>
      <div ref={filters} className="mt-6 flex flex-wrap items-end gap-4">
        <SelectField
          label="Show"
          value={kind ?? ''}
          options={KIND_OPTIONS}
          onChange={(e) => {
            setChosen(e.target.value);
            go({ kind: e.target.value });
          }}
        />
        {(data?.unread ?? 0) > 0 && (
          <Button variant="secondary" busy={markAll.busy} onClick={() => void markAll.submit()}>
            Mark all as read
          </Button>
        )}
      </div>
      <ListStatus message={status} />
      <section aria-label="Your notifications" className="mt-6">
        {error ? (
          <p className="text-red-800">Your notifications could not be loaded. Please try again later.</p>
        ) : !data ? (
          <p className="text-slate-700">Loading notifications...</p>
        ) : !data.notifications.length ? (
          <p className="text-slate-700">
            {kind ? 'None of this kind yet.' : 'Nothing yet. When someone replies to you or likes your post, you will hear about it here.'}
          </p>
        ) : (
          <>
            <p className="text-slate-700">
              {data.total} {data.total === 1 ? 'notification' : 'notifications'}, {data.unread} unread
            </p>
            <ul className="mt-3 grid gap-2">
              {data.notifications.map((n) => (
                <li key={n.id}>
                  <NotificationItem notification={n} />
                </li>
              ))}
            </ul>
            {data.totalPages > 1 && (
              <div className="mt-4">
                <Pager page={page - 1} fullPage={page < data.totalPages} onPage={(p) => go({ page: p + 1 })} label="Notification pages" />
              </div>
            )}
          </>
        )}
      </section>
      <section aria-labelledby={PREFERENCES_HEADING} className="mt-12">
        <h2 id={PREFERENCES_HEADING} ref={preferencesHeading} tabIndex={-1} className="text-2xl font-bold text-slate-950 outline-none">
          How you hear about things
        </h2>
        <p className="mt-2 text-slate-700">Emails come only to a confirmed address. Every email has a link to stop that kind of email.</p>
        {preferences.data ? (
          <NotificationPreferencesForm preferences={preferences.data} />
        ) : preferences.error ? (
          <p className="mt-3 text-red-800">Your settings could not be loaded. Please try again later.</p>
        ) : (
          <p className="mt-3 text-slate-700">Loading your settings...</p>
        )}
      </section>
      <section aria-labelledby={FOLLOWS_HEADING} className="mt-12">
        <h2 id={FOLLOWS_HEADING} className="text-2xl font-bold text-slate-950">
          New episodes and audiobooks
        </h2>
        <p className="mt-2 text-slate-700">
          You hear about new CripChat episodes, and new audiobooks in each library category you follow. Everyone follows them all until they
          choose otherwise. Press one to stop or start following it.
        </p>
        <ReleaseFollowsList />
      </section>
      <section aria-labelledby={QUIET_HEADING} className="mt-12">
        <h2 id={QUIET_HEADING} className="text-2xl font-bold text-slate-950">
          Quiet times
        </h2>
        <p className="mt-2 text-slate-700">
          While Do Not Disturb is on, nothing is announced and no email is sent. The emails wait until it ends, so nothing is lost.
        </p>
        {settings.data ? (
          <QuietSettingsForm settings={settings.data} />
        ) : settings.error ? (
          <p className="mt-3 text-red-800">Your quiet time settings could not be loaded. Please try again later.</p>
        ) : (
          <p className="mt-3 text-slate-700">Loading your quiet time settings...</p>
        )}
      </section>
    </Page>
  );
}
