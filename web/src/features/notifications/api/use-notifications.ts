import type { NotificationKind, notificationSettingsSchema, StopTarget } from '@schemas/notifications';
import type * as v from 'valibot';
import { client, read, type Data } from '@/lib/api-client';
import { below, invalidate, useApi } from '@/lib/use-api';

const api = client.api.notifications;

/** The bell's count. Refetched when the tab comes back, and at once when the live channel says so. */
export const useUnreadNotifications = (enabled = true) => useApi(api.unread, enabled ? {} : null);

/**
 * A page of notifications. The page shown stays while the next loads (keepPreviousData):
 * swapping it for "Loading" took the Pager away, and the Next or Previous the member had just
 * pressed with it (focus fell to the page).
 */
export const useNotificationPage = (page: number, kind: NotificationKind | undefined) =>
  useApi(api, { query: { page: String(page), ...(kind ? { kind } : {}) } }, { keepPreviousData: true });

export const useNotificationPreferences = () => useApi(api.preferences);

export const notificationKeys = { all: below(api) };

/** Every notification read anywhere (the bell, the list, the page) is refetched together. */
export const invalidateNotifications = () => invalidate(notificationKeys.all);

export async function markNotificationRead(id: number) {
  await read(api[':id'].read.$post({ param: { id: String(id) } }));
  await invalidateNotifications();
}

export async function markAllNotificationsRead() {
  await read(api['read-all'].$post());
  await invalidateNotifications();
}

/** Do Not Disturb and the announcement setting. */
export const useNotificationSettings = () => useApi(api.settings);

export const saveSettings = (settings: v.InferOutput<typeof notificationSettingsSchema>) => read(api.settings.$patch({ json: settings }));

export const savePreferences = (preferences: Partial<NotificationPreferences>) => read(api.preferences.$patch({ json: preferences }));

/** "Stop these emails" from a mail's link: no session needed, the link's secret is the proof. */
export const stopEmails = (query: { member: string; kind: StopTarget; token: string }) => read(api.unsubscribe.$post({ query }));

// The answers its screens name, inferred from the routes.
export type NotificationPage = Data<typeof api.$get>;
export type NotificationView = NotificationPage['notifications'][number];
export type NotificationPreferences = Data<typeof api.preferences.$get>;
export type NotificationSettings = Data<typeof api.settings.$get>;
export type { NotificationKind, Pause, StopTarget, TimeZone } from '@schemas/notifications';
