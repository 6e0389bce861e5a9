import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CommunityPost } from '@schemas/content';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { mutate, SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/lib/toast';
import { swrConfig } from '@/lib/swr-config';
import { ownPost } from '@/test/community-factories';
import { renderWithApp, stubFetch } from '@/test/render';
import { PostList } from './post-list';

// Creating a post refreshes the list through the global mutate() (invalidateCommunity), which a
// test's private cache never hears: that test uses the app's cache, emptied before each test.
beforeEach(() => mutate(() => true, undefined, { revalidate: false }));
afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const ALL = '/api/community/posts?limit=10&offset=0';

describe('PostList, empty', () => {
  it('View All Posts hands focus to the Category filter, which says "All Categories", not to the page', async () => {
    stubFetch(({ url }) => {
      if (url === `${ALL}&category=Advocacy`) return [200, []];
      if (url === ALL) return [200, [ownPost()]];
      return [404, { message: 'Not found' }];
    });
    renderWithApp(<PostList />, '/community?category=Advocacy');
    await userEvent.click(await screen.findByRole('button', { name: 'View All Posts' }));
    const filter = screen.getByRole('combobox', { name: 'Category' });
    expect(filter).toHaveFocus();
    await screen.findByRole('link', { name: 'Wheelchair taxis in Perth' });
    expect(filter).toHaveFocus();
    expect(filter).toHaveValue('');
    expect(within(filter).getByRole('option', { selected: true })).toHaveTextContent('All Categories');
  });

  it('after Create First Post, whose button the new post replaced, focus goes to Create Post, not the page', async () => {
    let posts: CommunityPost[] = [];
    stubFetch(({ method, url, body }) => {
      if (method === 'POST' && url === '/api/community/posts') {
        posts = [ownPost({ id: 12, ...(body as Partial<CommunityPost>) })];
        return [201, posts[0]];
      }
      if (method === 'GET' && url === ALL) return [200, posts];
      if (method === 'GET' && url === '/api/community/drafts') return [200, { drafts: [] }];
      return [404, { message: 'Not found' }];
    });
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: '*', element: <PostList /> }], { initialEntries: ['/community'] });
    render(
      <SWRConfig value={{ ...swrConfig, dedupingInterval: 0 }}>
        <RouterProvider router={router} />
      </SWRConfig>,
    );
    await user.click(await screen.findByRole('button', { name: 'Create First Post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Post' });
    await user.type(within(dialog).getByLabelText('Title'), 'Accessible venues in Hobart');
    await user.type(within(dialog).getByLabelText('Content'), 'Which venues in Hobart have step-free access?');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Advocacy');
    await user.click(within(dialog).getByRole('button', { name: 'Create Post' }));

    await screen.findByRole('link', { name: 'Accessible venues in Hobart' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Create First Post' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Post' })).toHaveFocus());
  });
});
