import type { Draft } from '@schemas/drafts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { mutate, SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PostFormDialog from '@/features/community/components/post-form-dialog';
import { PostView } from '@/features/community/components/post-view';
import { swrConfig } from '@/lib/swr-config';
import { ownPost } from '@/test/community-factories';
import { hears, listen, saidTimes } from '@/test/screen-reader';

// Decision 0038: a restored draft is said once, politely, and Discard draft says what it did.

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => mutate(() => true, undefined, { revalidate: false }));

type Sent = { method: string; url: string; body: unknown };

/** A post with no comments and the member's drafts kept in memory, recording what was sent. */
function stubDrafts(postId: number, initial: Draft[]) {
  let drafts = [...initial];
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      const method = init?.method ?? 'GET';
      if (method !== 'GET') sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (url === `/api/community/posts/${postId}`) return json(200, { ...ownPost(), id: postId });
      if (url === `/api/community/posts/${postId}/comments`) return json(200, []);
      if (method === 'GET' && url === '/api/community/drafts') return json(200, { drafts });
      if (method === 'PUT' && url === '/api/community/drafts') {
        const draft = { id: 50, postTitle: 'A post', updatedAt: new Date().toISOString(), ...(JSON.parse(String(init!.body)) as object) };
        drafts = [draft as Draft];
        return json(200, { draft });
      }
      if (method === 'DELETE' && url.startsWith('/api/community/drafts/')) {
        drafts = [];
        return json(200, { ok: true });
      }
      return json(404, { message: 'Not found' });
    }),
  );
  return sent;
}

function renderPost(id: number) {
  const router = createMemoryRouter([{ path: '*', element: <PostView id={String(id)} /> }], {
    initialEntries: [`/community/posts/${id}`],
  });
  render(
    <SWRConfig value={swrConfig}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
}

const commentDraft = (postId: number, content: string): Draft => ({
  id: 41,
  postId,
  replyToId: null,
  title: '',
  content,
  category: '',
  updatedAt: '2026-11-26T05:00:00.000Z',
  postTitle: 'A post',
});

describe('A forum draft, heard through a screen reader', () => {
  it('says "Draft restored" once with the words back in the box, and "Draft discarded" when it is thrown away', async () => {
    const sent = stubDrafts(9, [commentDraft(9, 'Half of what I meant to say')]);
    await listen();
    renderPost(9);
    const box = await screen.findByRole('textbox', { name: 'Your comment' });
    const restored = await hears('polite: Draft restored');
    expect(saidTimes(restored, 'Draft restored')).toBe(1);
    expect(box).toHaveValue('Half of what I meant to say');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(await hears('polite: Draft discarded')).toContain('polite: Draft discarded');
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    await vi.waitFor(() => expect(sent).toContainEqual({ method: 'DELETE', url: '/api/community/drafts/41', body: null }));
    expect(screen.queryByRole('button', { name: 'Discard draft' })).toBeNull();
  }, 30_000);

  it('keeps what is typed once typing pauses, only when it changed, and says nothing about saving', async () => {
    const sent = stubDrafts(10, []);
    const user = userEvent.setup();
    renderPost(10);
    const box = await screen.findByRole('textbox', { name: 'Your comment' });
    await listen();
    await user.type(box, 'A first thought');
    await vi.waitFor(() => expect(sent.filter((s) => s.method === 'PUT')).toHaveLength(1), { timeout: 6000 });
    expect(sent[0]!.body).toEqual({ postId: 10, replyToId: null, title: '', content: 'A first thought', category: '' });
    // The same words again (typed and taken back) are not sent twice.
    await user.type(box, 'x{Backspace}');
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(sent.filter((s) => s.method === 'PUT')).toHaveLength(1);
    expect(saidTimes(await hears('never said', 10), 'Draft')).toBe(0);
  }, 30_000);
});

/** Community (a link to the post, and Create Post) and the post, with a link to Community above both: moving inside the site. */
function CommunityStub({ postId }: { postId: number }) {
  const [creating, setCreating] = useState(false);
  return (
    <>
      <h1>Community</h1>
      <Link to={`/community/posts/${postId}`}>A post</Link>
      <button type="button" onClick={() => setCreating(true)}>
        New post
      </button>
      {creating && <PostFormDialog onClose={() => setCreating(false)} />}
    </>
  );
}

/** Each test its own post: a read still on its way from the last test cannot answer this one's. */
function renderSite(postId: number, path: string) {
  const site = (
    <>
      <Link to="/community">Community</Link>
      <Outlet />
    </>
  );
  const router = createMemoryRouter(
    [
      {
        element: site,
        children: [
          { path: '/community', element: <CommunityStub postId={postId} /> },
          { path: '/community/posts/:id', element: <PostView id={String(postId)} /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <SWRConfig value={swrConfig}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
}

describe('A forum draft after moving inside the site, heard through a screen reader', () => {
  it('a comment typed, Community and back: the words are back and "Draft restored" is said once', async () => {
    const sent = stubDrafts(11, []);
    const user = userEvent.setup();
    renderSite(11, '/community/posts/11');
    const box = await screen.findByRole('textbox', { name: 'Your comment' }, { timeout: 5000 });
    await user.type(box, 'Half of what I meant to say');
    // Away before the pause that saves: leaving keeps it.
    await user.click(screen.getByRole('link', { name: 'Community' }));
    await screen.findByRole('heading', { name: 'Community', level: 1 });
    await vi.waitFor(() => expect(sent.filter((s) => s.method === 'PUT')).toHaveLength(1));
    await listen();

    const back = screen.getByRole('link', { name: 'A post' });
    await user.click(back);
    const restored = await hears('polite: Draft restored');
    expect(saidTimes(restored, 'Draft restored')).toBe(1);
    const again = await screen.findByRole('textbox', { name: 'Your comment' }, { timeout: 5000 });
    expect(again).toHaveValue('Half of what I meant to say');
    // Restoring moves no focus: it is where the page's arrival left it, not in the box.
    expect(again).not.toHaveFocus();
    expect(screen.getByRole('button', { name: 'Discard draft' })).toBeVisible();
  }, 30_000);

  it('Create Post typed, closed, another page and back: opened again, it holds the words and says "Draft restored"', async () => {
    const sent = stubDrafts(12, []);
    const user = userEvent.setup();
    renderSite(12, '/community');
    await user.click(await screen.findByRole('button', { name: 'New post' }));
    await screen.findByRole('dialog', { name: 'Create Post' }, { timeout: 5000 });
    await user.type(screen.getByLabelText('Title'), 'Ramps at every station');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(sent.filter((s) => s.method === 'PUT')).toHaveLength(1));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('link', { name: 'A post' }));
    await screen.findByRole('textbox', { name: 'Your comment' }, { timeout: 5000 });
    await user.click(screen.getByRole('link', { name: 'Community' }));
    await listen();

    await user.click(await screen.findByRole('button', { name: 'New post' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Post' }, { timeout: 5000 });
    const restored = await hears('polite: Draft restored');
    expect(saidTimes(restored, 'Draft restored')).toBe(1);
    expect(screen.getByLabelText('Title')).toHaveValue('Ramps at every station');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }, 30_000);
});
