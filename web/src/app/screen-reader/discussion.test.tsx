import type { Comment } from '@schemas/community';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { mutate, SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PostView } from '@/features/community/components/post-view';
import { swrConfig } from '@/lib/swr-config';
import { ownComment, ownPost } from '@/test/community-factories';
import { hears, listen } from '@/test/screen-reader';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => mutate(() => true, undefined, { revalidate: false }));
// jsdom lays nothing out and has no scrollIntoView; the page scrolls the comment it focuses.
beforeEach(() => {
  Element.prototype.scrollIntoView = () => {};
});

const lee = { id: 9, firstName: 'Lee', lastName: 'Tran', email: null, profileImageUrl: null };
const theirs = (id: number, content: string, over: Partial<Comment> = {}): Comment => ({
  ...ownComment(id, content, 5),
  canEdit: false,
  user: lee,
  ...over,
});

/** A post of three comments, the last two new to the member, one of them a reply; what is marked read is recorded. */
function stubDiscussion() {
  const first = theirs(1, 'Plan reviews took me six months.');
  const comments = [
    first,
    theirs(2, 'Mine too.', { isNew: true, threadId: 1, replyTo: { id: 1, user: lee, excerpt: first.content } }),
    theirs(3, 'A fresh thought.', { isNew: true }),
  ];
  const marked: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url === '/api/community/posts/5') return json(200, ownPost({ id: 5, commentsCount: 3, newComments: 2 }));
      if (url === '/api/community/posts/5/comments') return json(200, comments);
      if (url === '/api/community/posts/5/read' && init?.method === 'PUT') {
        marked.push(JSON.parse(String(init.body)));
        return json(200, { lastReadCommentId: 3 });
      }
      return json(404, { message: 'Not found' });
    }),
  );
  return marked;
}

function renderPost(at: string) {
  const router = createMemoryRouter([{ path: '*', element: <PostView id="5" /> }], { initialEntries: [at] });
  render(
    <SWRConfig value={swrConfig}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
}

describe('A discussion, heard through a screen reader', () => {
  it('says how many comments are new, and the jump lands on the first new comment’s heading, which says New', async () => {
    stubDiscussion();
    const user = userEvent.setup();
    renderPost('/community/posts/5');
    await screen.findByText('3 comments, 2 new');
    await listen();
    await user.click(screen.getByRole('button', { name: 'Jump to first new comment' }));
    const said = await hears('level 4');
    expect(said.some((p) => /^heading, Lee Tran · .*,\s?New, level 4$/.test(p))).toBe(true);
    expect(screen.getByRole('link', { name: 'In reply to Lee Tran' })).toHaveAttribute('href', '/community/posts/5#comment-1');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      expect.stringMatching(/^Lee Tran · /),
      expect.stringMatching(/^Lee Tran · .*, New$/),
    ]);
  }, 30_000);

  it('marks the discussion read up to a comment opened by its link', async () => {
    const marked = stubDiscussion();
    renderPost('/community/posts/5#comment-2');
    await screen.findByText('3 comments, 2 new');
    await vi.waitFor(() => expect(marked).toEqual([{ lastReadCommentId: 2 }]));
  });
});
