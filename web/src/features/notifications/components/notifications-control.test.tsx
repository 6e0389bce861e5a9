import type { NotificationPage, NotificationView } from '@schemas/notifications';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { mutate, SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/lib/toast';
import { swrConfig } from '@/lib/swr-config';
import { renderWithApp, stubApi, stubFetch } from '@/test/render';
import { NotificationsControl } from './notifications-control';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const reply = (overrides: Partial<NotificationView> = {}): NotificationView => ({
  id: 7,
  kind: 'post-reply',
  actorName: 'Bea Tester',
  count: 3,
  post: { id: 4, title: 'Ramps at the library' },
  commentId: 12,
  title: null,
  link: null,
  detail: null,
  reason: null,
  updatedAt: '2026-11-26T01:00:00.000Z',
  read: false,
  ...overrides,
});

const page = (notifications: NotificationView[], unread: number): NotificationPage => ({
  notifications,
  page: 1,
  totalPages: 1,
  total: notifications.length,
  unread,
});

describe('NotificationsControl', () => {
  it('says the unread count in its name, and lists each notification as one sentence linking to the reply', async () => {
    stubApi({
      '/api/notifications/unread': [200, { unread: 2 }],
      '/api/notifications?page=1': [200, page([reply(), reply({ id: 8, kind: 'post-liked', count: 1, commentId: null, read: true })], 2)],
    });
    renderWithApp(<NotificationsControl />);
    const button = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = await screen.findByRole('region', { name: 'Your notifications' });
    await within(panel).findByRole('link', { name: /liked your post/ });
    const links = within(panel).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Unread: Bea Tester and 2 others replied to your post “Ramps at the library”.', '/community/posts/4#comment-12'],
      ['Bea Tester liked your post “Ramps at the library”.', '/community/posts/4'],
      ['See all notifications', '/notifications'],
    ]);
  });

  it('words the kinds that are not about a discussion, and links each to its own place', async () => {
    const other = { post: null, commentId: null, read: true };
    stubApi({
      '/api/notifications/unread': [200, { unread: 0 }],
      '/api/notifications?page=1': [
        200,
        page(
          [
            reply({ id: 1, kind: 'mention', count: 1, read: true }),
            reply({ id: 2, kind: 'message', count: 1, detail: 'request', link: '/messages/5', ...other }),
            reply({ id: 3, kind: 'new-episode', actorName: null, count: 1, title: 'Access on the road', link: '/podcasts/9', ...other }),
            reply({ id: 4, kind: 'report-outcome', actorName: null, count: 1, title: 'Taxi vouchers', detail: 'removed', ...other }),
          ],
          0,
        ),
      ],
    });
    renderWithApp(<NotificationsControl />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('region', { name: 'Your notifications' });
    await within(panel).findByRole('link', { name: /mentioned you/ });
    expect(
      within(panel)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Bea Tester mentioned you in “Ramps at the library”.', '/community/posts/4#comment-12'],
      ['Bea Tester asked to send you private messages.', '/messages/5'],
      ['A new CripChat episode is out: “Access on the road”.', '/podcasts/9'],
      ['What you reported in “Taxi vouchers” was removed by an editor.', '/notifications'],
      ['See all notifications', '/notifications'],
    ]);
  });

  it('opening one marks it read; Escape closes the list and hands focus back', async () => {
    const api = stubApi({
      '/api/notifications/unread': [200, { unread: 1 }],
      '/api/notifications?page=1': [200, page([reply()], 1)],
      'POST /api/notifications/7/read': [200, { unread: 0 }],
    });
    renderWithApp(<NotificationsControl />);
    const button = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await userEvent.click(button);
    await screen.findByRole('region', { name: 'Your notifications' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Your notifications' })).toBeNull();
    await waitFor(() => expect(button).toHaveFocus());

    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('link', { name: /replied to your post/ }));
    await waitFor(() => expect(api).toHaveBeenCalledWith('/api/notifications/7/read', expect.objectContaining({ method: 'POST' })));
  });

  it('with nothing unread the name is plain, and an empty list says what will appear', async () => {
    stubApi({ '/api/notifications/unread': [200, { unread: 0 }], '/api/notifications?page=1': [200, page([], 0)] });
    renderWithApp(<NotificationsControl />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText(/When someone replies to you or likes your post/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('"Mark all as read" goes once nothing is unread; focus stays in the list (on its heading), so Escape still closes it', async () => {
    let unread = 1;
    stubFetch(({ method, url }) => {
      if (method === 'POST' && url === '/api/notifications/read-all') {
        unread = 0;
        return [200, { unread: 0 }];
      }
      if (url === '/api/notifications/unread') return [200, { unread }];
      if (url === '/api/notifications?page=1') return [200, page([reply({ read: unread === 0 })], unread)];
      return [404, { message: 'Not found' }];
    });
    // The app's own cache (emptied, no deduping): marking all read refetches through the global
    // mutate(), which renderWithApp's private cache would never hear.
    await mutate(() => true, undefined, { revalidate: false });
    const router = createMemoryRouter([{ path: '*', element: <NotificationsControl /> }]);
    render(
      <SWRConfig value={{ ...swrConfig, dedupingInterval: 0 }}>
        <RouterProvider router={router} />
      </SWRConfig>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('region', { name: 'Your notifications' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Mark all as read' })).toBeNull());
    expect(within(panel).getByRole('heading', { name: 'Your notifications' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Your notifications' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus());
  });
});
