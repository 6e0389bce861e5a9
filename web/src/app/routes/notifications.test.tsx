import type { NotificationPage, NotificationView } from '@schemas/notifications';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { mutate, SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/lib/toast';
import { swrConfig } from '@/lib/swr-config';
import { stubFetch } from '@/test/render';
import NotificationsRoute from './notifications';

// The app's own SWR cache: marking all read refetches through the global mutate(), which a
// test's private cache would never hear. Emptied before each test, and no deduping, so a read
// the last test made is not waited on (and then dropped as older than the emptying).
beforeEach(() => mutate(() => true, undefined, { revalidate: false }));
afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const liked = (id: number, read: boolean): NotificationView => ({
  id,
  kind: 'post-liked',
  actorName: 'Bea Tester',
  count: 1,
  post: { id, title: `Post ${id}` },
  commentId: null,
  title: null,
  link: null,
  detail: null,
  reason: null,
  updatedAt: '2026-11-26T01:00:00.000Z',
  read,
});

const pageOf = (notifications: NotificationView[], page: number, totalPages: number, unread: number): NotificationPage => ({
  notifications,
  page,
  totalPages,
  total: notifications.length * totalPages,
  unread,
});

function renderRoute() {
  const router = createMemoryRouter([{ path: '*', element: <NotificationsRoute /> }], { initialEntries: ['/notifications'] });
  render(
    <SWRConfig value={{ ...swrConfig, dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
}

describe('/notifications', () => {
  it('keeps focus on Next while the next page loads, and says which page came', async () => {
    stubFetch(({ url }) => {
      if (url === '/api/notifications?page=1') return [200, pageOf([liked(1, true), liked(2, true)], 1, 2, 0)];
      if (url === '/api/notifications?page=2') return [200, pageOf([liked(3, true), liked(4, true)], 2, 2, 0)];
      return [404, { message: 'Not found' }];
    });
    renderRoute();
    await screen.findByRole('link', { name: /Post 1/ });
    const next = screen.getByRole('button', { name: /Next/ });
    await userEvent.click(next);
    await screen.findByRole('link', { name: /Post 3/ });
    // The very button pressed, never swapped for "Loading" and drawn again.
    expect(next).toBeInTheDocument();
    expect(next).toHaveFocus();
    expect(screen.getByTestId('list-status')).toHaveTextContent('Page 2, 2 notifications');
  });

  it('says what the "Show" filter now lists, "Everything" included', async () => {
    stubFetch(({ url }) => {
      if (url === '/api/notifications?page=1') return [200, pageOf([liked(1, true), liked(2, true)], 1, 1, 0)];
      if (url === '/api/notifications?page=1&kind=post-liked') return [200, pageOf([liked(2, true)], 1, 1, 0)];
      return [404, { message: 'Not found' }];
    });
    renderRoute();
    await screen.findByRole('link', { name: /Post 1/ });
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Likes on my posts');
    await waitFor(() => expect(screen.getByTestId('list-status')).toHaveTextContent('Page 1, 1 notification in Likes on my posts'));
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Everything');
    await waitFor(() => expect(screen.getByTestId('list-status')).toHaveTextContent('Page 1, 2 notifications'));
  });

  it('"Mark all as read" goes once nothing is unread, and hands focus to the "Show" filter, not the page', async () => {
    let unread = 1;
    stubFetch(({ method, url }) => {
      if (method === 'POST' && url === '/api/notifications/read-all') {
        unread = 0;
        return [200, { unread: 0 }];
      }
      if (url === '/api/notifications?page=1') return [200, pageOf([liked(1, unread === 0)], 1, 1, unread)];
      return [404, { message: 'Not found' }];
    });
    renderRoute();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull());
    expect(screen.getByLabelText('Show')).toHaveFocus();
  });
});
