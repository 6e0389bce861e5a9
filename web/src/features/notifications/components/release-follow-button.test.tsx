import type { ReleaseFollows } from '@schemas/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/lib/toast';
import { renderWithApp, stubApi } from '@/test/render';
import { ReleaseFollowButton } from './release-follow-button';
import { ReleaseFollowsList } from './release-follows-list';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const follows = (podcast: boolean, memoir: boolean): ReleaseFollows => ({
  podcast,
  categories: [
    { category: 'Memoir', following: memoir },
    { category: 'Poetry', following: true },
  ],
});

describe('Following CripChat and library categories', () => {
  it('is a toggle with a fixed name: pressing it stops following, says so, and shows the new state', async () => {
    const fetch = stubApi({
      '/api/notifications/releases': [200, follows(true, true)],
      'PUT /api/notifications/releases/podcast': [200, follows(false, true)],
    });
    renderWithApp(<ReleaseFollowButton topic={{ podcast: true }} />);
    const button = await screen.findByRole('button', { name: 'Follow CripChat' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await waitFor(() => expect(getToasts().map((t) => t.title)).toContain('You will no longer hear about new CripChat episodes'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Follow CripChat' })).toHaveAttribute('aria-pressed', 'false'));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put![1]!.body))).toEqual({ following: false });
  });

  it('sends the category by name, and shows nothing for a category with no published book', async () => {
    const fetch = stubApi({
      '/api/notifications/releases': [200, follows(true, false)],
      'PUT /api/notifications/releases/category': [200, follows(true, true)],
    });
    renderWithApp(
      <>
        <ReleaseFollowButton topic={{ category: 'Memoir' }} />
        <ReleaseFollowButton topic={{ category: 'Nowhere' }} />
      </>,
    );
    const memoir = await screen.findByRole('button', { name: 'Follow Memoir' });
    expect(memoir).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: 'Follow Nowhere' })).toBeNull();
    await userEvent.click(memoir);
    await waitFor(() => expect(getToasts().map((t) => t.title)).toContain('You will hear about new audiobooks in Memoir'));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put![1]!.body))).toEqual({ category: 'Memoir', following: true });
  });

  it('lists CripChat and every category on the notifications page, and says so when it cannot load', async () => {
    stubApi({ '/api/notifications/releases': [200, follows(true, true)] });
    const { unmount } = renderWithApp(<ReleaseFollowsList />);
    const list = await screen.findByRole('list', { name: 'Podcasts and library categories' });
    expect(Array.from(list.querySelectorAll('button')).map((b) => b.textContent?.trim())).toEqual([
      '✓ Follow CripChat',
      '✓ Follow Memoir',
      '✓ Follow Poetry',
    ]);
    unmount();
    stubApi({ '/api/notifications/releases': [500, { message: 'Something went wrong' }] });
    renderWithApp(<ReleaseFollowsList />);
    await screen.findByText('What you follow could not be loaded. Please try again later.');
  });
});
