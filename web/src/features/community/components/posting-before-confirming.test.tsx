import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/lib/toast';
import { ownPost } from '@/test/community-factories';
import { renderWithApp, stubApi } from '@/test/render';
import { CommentForm } from './comment-form';
import { PostList } from './post-list';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const POST_NOTE =
  'Confirm your email address to post. Open the link we emailed you, or choose "Send the link again" at the top of the page.';
const COMMENT_NOTE =
  'Confirm your email address to comment. Open the link we emailed you, or choose "Send the link again" at the top of the page.';
const REFUSED =
  'Confirm your email address to post and comment. Open the link we emailed you, or choose "Send the link again" at the top of the page.';

/** Every GET of the post list answers with one post; anything else is a 404. */
function stubPosts() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      const ok = (init?.method ?? 'GET') === 'GET' && url.startsWith('/api/community/posts');
      return new Response(JSON.stringify(ok ? [ownPost()] : { message: 'Not found' }), { status: ok ? 200 : 404 });
    }),
  );
  return calls;
}

describe('Posting before the address is confirmed', () => {
  it('Create Post stays in its place, unavailable, and says why; pressing it opens nothing', async () => {
    stubPosts();
    const user = userEvent.setup();
    renderWithApp(<PostList canPost={false} />, '/community');
    const create = screen.getByRole('button', { name: 'Create Post' });
    expect(create).toHaveAttribute('aria-disabled', 'true');
    expect(create).toHaveAccessibleDescription(POST_NOTE);
    expect(screen.getByText(POST_NOTE)).toBeVisible();
    await user.click(create);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a member who has confirmed gets Create Post as before, with no note', async () => {
    stubPosts();
    renderWithApp(<PostList canPost />, '/community');
    const create = screen.getByRole('button', { name: 'Create Post' });
    expect(create).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText(POST_NOTE)).not.toBeInTheDocument();
  });

  it('Add a Comment says why first; the field is read-only and the button unavailable, both described by it; nothing is sent', async () => {
    const calls = stubPosts();
    const user = userEvent.setup();
    renderWithApp(<CommentForm postId={7} canComment={false} />);
    const field = screen.getByLabelText('Your comment');
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAccessibleDescription(COMMENT_NOTE);
    const send = screen.getByRole('button', { name: 'Post Comment' });
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(send).toHaveAccessibleDescription(COMMENT_NOTE);
    await user.click(send);
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'There is a problem' })).not.toBeInTheDocument();
  });

  it('a refusal from the worker (403) is told in its own words, not as a failure to try again', async () => {
    stubApi({ 'POST /api/community/posts/7/comments': [403, { message: REFUSED }] });
    const user = userEvent.setup();
    renderWithApp(<CommentForm postId={7} />);
    await user.type(screen.getByLabelText('Your comment'), 'Thanks for sharing this.');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Error', description: REFUSED, variant: 'destructive' }));
  });
});
