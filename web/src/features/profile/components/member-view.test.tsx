import type { MemberPage } from '@schemas/profile';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '@/test/render';
import { MemberView } from './member-view';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const member = (overrides: Partial<MemberPage> = {}): MemberPage => ({
  id: 7,
  firstName: 'Ari',
  lastName: 'Lee',
  pronouns: 'he/him',
  bio: 'Blind since birth.\n<b>Not bold</b>',
  profileImageUrl: '/media/avatars/0123456789abcdef0123456789abcdef.jpg',
  joinedAt: '2026-03-04T01:00:00.000Z',
  posts: [
    { id: 31, title: 'Ramps at the station', category: 'Advocacy', createdAt: '2026-11-20T01:00:00.000Z' },
    { id: 30, title: 'Screen readers at work', category: 'Employment', createdAt: '2026-11-19T01:00:00.000Z' },
  ],
  ...overrides,
});

describe('MemberView', () => {
  it('shows the name, photo, pronouns, bio as plain text, when they joined and their posts as links', async () => {
    stubApi({ '/api/members/7': [200, member()] });
    renderWithApp(<MemberView id="7" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ari Lee' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Ari Lee' })).toHaveAttribute('src', member().profileImageUrl);
    expect(screen.getByText('he/him')).toBeInTheDocument();
    expect(screen.getByText('Joined March 2026')).toBeInTheDocument();
    const bio = screen.getByText(/Blind since birth/);
    expect(bio.textContent).toBe('Blind since birth.\n<b>Not bold</b>');
    expect(bio.querySelector('b')).toBeNull();
    const posts = within(screen.getByRole('region', { name: 'Recent posts' })).getAllByRole('link');
    expect(posts.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Ramps at the station', '/community/posts/31'],
      ['Screen readers at work', '/community/posts/30'],
    ]);
  });

  it('shows initials without a photo, and says when there are no posts', async () => {
    stubApi({ '/api/members/7': [200, member({ profileImageUrl: null, posts: [], bio: null, pronouns: null })] });
    renderWithApp(<MemberView id="7" />);
    expect(await screen.findByText('AL')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Ari Lee has not posted in the community yet.')).toBeInTheDocument();
  });

  it("shows the screen's actions, and says posts are hidden when the viewer blocked the member", async () => {
    stubApi({ '/api/members/7': [200, member({ posts: [] })] });
    renderWithApp(<MemberView id="7" postsHidden actions={(m) => <button type="button">Act on {m.firstName}</button>} />);
    expect(await screen.findByRole('button', { name: 'Act on Ari' })).toBeInTheDocument();
    expect(screen.getByText('You blocked Ari Lee, so their posts are hidden from you.')).toBeInTheDocument();
    expect(screen.queryByText(/has not posted/)).toBeNull();
  });

  it('is "Member Not Found" for an unknown member', async () => {
    stubApi({ '/api/members/999': [404, { message: 'Member not found' }] });
    renderWithApp(<MemberView id="999" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Member Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });
});
