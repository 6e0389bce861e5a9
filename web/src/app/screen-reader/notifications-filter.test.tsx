import type { NotificationPage, NotificationView } from '@schemas/notifications';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import NotificationsRoute from '@/app/routes/notifications';
import { renderWithApp, stubFetch } from '@/test/render';
import { forget, hears, listen } from '@/test/screen-reader';

afterEach(() => vi.unstubAllGlobals());

const liked = (id: number): NotificationView => ({
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
  read: true,
});

const pageOf = (notifications: NotificationView[], page = 1, totalPages = 1): NotificationPage => ({
  notifications,
  page,
  totalPages,
  total: notifications.length * totalPages,
  unread: 0,
});

/** What the polite regions said, in order (the list's status is the only one here); emptying one says nothing. */
const politely = (phrases: string[]) => phrases.filter((p) => p.startsWith('polite:') && p !== 'polite: ');

/**
 * Every text a live region was given, in order. The virtual reader reads a region when its
 * observer runs, after jsdom has drawn every render of the change; a browser paints between
 * renders, so its reader also says a text that stood for one render (the old list's count).
 */
function textsGiven(region: HTMLElement) {
  const texts: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'characterData') texts.push((r.target as Text).data);
      else for (const node of r.addedNodes) texts.push(node.textContent ?? '');
    }
  });
  observer.observe(region, { subtree: true, childList: true, characterData: true });
  return {
    take: () => texts.splice(0).filter(Boolean),
  };
}

describe('/notifications, heard through a screen reader', () => {
  it('"Show" says the new list\'s count once, never the old list\'s first, and focus stays on it', async () => {
    stubFetch(({ url }) => {
      if (url === '/api/notifications?page=1') return [200, pageOf([liked(1), liked(2), liked(3)], 1, 2)];
      if (url === '/api/notifications?page=2') return [200, pageOf([liked(4)], 2, 2)];
      if (url === '/api/notifications?page=1&kind=post-liked') return [200, pageOf([liked(2)])];
      return [404, { message: 'Not found' }];
    });
    const user = userEvent.setup();
    renderWithApp(<NotificationsRoute />, '/notifications');
    await screen.findByRole('link', { name: /Post 3/ });
    const show = screen.getByRole('combobox', { name: 'Show' });
    await listen();
    const written = textsGiven(screen.getByTestId('list-status'));

    await user.selectOptions(show, 'Likes on my posts');
    const narrowed = await hears('polite: Page 1, 1 notification in Likes on my posts');
    expect(politely(narrowed)).toEqual(['polite: Page 1, 1 notification in Likes on my posts']);
    expect(written.take()).toEqual(['Page 1, 1 notification in Likes on my posts']);
    expect(show).toHaveFocus();

    await forget();
    await user.selectOptions(show, 'Everything');
    const everything = await hears('polite: Page 1, 3 notifications');
    expect(politely(everything)).toEqual(['polite: Page 1, 3 notifications']);
    expect(written.take()).toEqual(['Page 1, 3 notifications']);
    expect(show).toHaveFocus();

    // Next page: the count of the page that came, not the one left.
    await forget();
    const next = screen.getByRole('button', { name: /Next/ });
    await user.click(next);
    const paged = await hears('polite: Page 2, 1 notification');
    expect(politely(paged)).toEqual(['polite: Page 2, 1 notification']);
    expect(written.take()).toEqual(['Page 2, 1 notification']);
    expect(next).toHaveFocus();
  }, 30_000);
});
