import type { Comment } from '@schemas/community';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { mutate, SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast/toaster';
import { PostView } from '@/features/community/components/post-view';
import { swrConfig } from '@/lib/swr-config';
import { ownComment, ownPost } from '@/test/community-factories';
import { forget, heard, hears, listen, saidTimes } from '@/test/screen-reader';

afterEach(() => vi.unstubAllGlobals());

const post = ownPost({ commentsCount: 1 });
const comment = (id: number, content: string) => ownComment(id, content, 0);

/**
 * A post with comments kept in memory: POST adds one, DELETE removes it, GET reads them. With
 * `readsFailAfterPost`, reading the comments fails (503) once one has been posted.
 */
function stubThread(id: number, initial: Comment[], { readsFailAfterPost = false } = {}) {
  let comments = [...initial];
  let posted = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      const method = init?.method ?? 'GET';
      if (method === 'GET' && url === `/api/community/posts/${id}`) return json(200, { ...post, id, commentsCount: comments.length });
      if (method === 'GET' && url === `/api/community/posts/${id}/comments`)
        return posted && readsFailAfterPost ? json(503, { message: 'Briefly unavailable.' }) : json(200, comments);
      if (method === 'POST' && url === `/api/community/posts/${id}/comments`) {
        posted = true;
        const { content } = JSON.parse(String(init?.body)) as { content: string };
        const added = comment(100 + comments.length, content);
        comments = [...comments, added];
        return json(201, added);
      }
      const deleting = /^\/api\/community\/comments\/(\d+)$/.exec(url);
      if (method === 'DELETE' && deleting) {
        comments = comments.filter((c) => c.id !== Number(deleting[1]));
        return json(200, { ok: true });
      }
      return json(404, { message: 'Not found' });
    }),
  );
}

/**
 * On the app's own SWR cache, as the app runs: a comment posted or deleted refreshes the
 * thread through it (renderWithApp's private cache would not see that refresh).
 */
function renderThread(id: number) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <PostView id={String(id)} />
            <Toaster />
          </>
        ),
      },
    ],
    { initialEntries: [`/community/posts/${id}`] },
  );
  render(
    <SWRConfig value={swrConfig}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
}

// The shared cache outlives a test (and SWR skips a fetch made moments before): each test
// reads its own post, from an emptied cache.
beforeEach(() => mutate(() => true, undefined, { revalidate: false }));

describe('A forum thread, heard through a screen reader', () => {
  it('says what is wrong with an empty comment, then that the comment was added, once', async () => {
    stubThread(7, []);
    const user = userEvent.setup();
    renderThread(7);
    const box = await screen.findByRole('textbox', { name: 'Your comment' });
    await listen();

    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    // The summary takes focus and holds an alert: the problem is heard without hunting for it.
    const refused = await hears('assertive: There is a problemComment cannot be empty');
    // The summary's heading and list, said once (the virtual reader joins their words).
    expect(saidTimes(refused, 'assertive: There is a problem')).toBe(1);
    expect(refused).toContain('assertive: There is a problemComment cannot be empty');
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Comment cannot be empty'));

    await forget();
    await user.type(box, 'I booked one last week: call the day before.');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    const added = await hears('polite: Your comment has been added!');
    expect(saidTimes(added, 'Your comment has been added!')).toBe(1);
    expect(await screen.findByRole('heading', { level: 2, name: 'Comments (1)' })).toBeInTheDocument();
  }, 30_000);

  it('after a comment is deleted, says so and puts focus on the Comments heading with the new count', async () => {
    stubThread(8, [comment(1, 'First!'), comment(2, 'Second thoughts.')]);
    const user = userEvent.setup();
    renderThread(8);
    await screen.findByRole('heading', { level: 2, name: 'Comments (2)' });
    await listen();

    await user.click((await screen.findAllByRole('button', { name: /^Delete\s*comment by/ }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this comment?' }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: 'Delete comment' }));

    const heading = await screen.findByRole('heading', { level: 2, name: 'Comments (1)' }, { timeout: 5000 });
    await vi.waitFor(() => expect(heading).toHaveFocus(), { timeout: 5000 });
    const said = await hears('polite: Comment deleted');
    expect(said).toContain('polite: Comment deleted');
    expect(said).toContain('heading, Comments (1), level 2');
    expect(await heard()).not.toContain('heading, Comments (2), level 2');
  }, 30_000);

  it('a reply posted while the comments cannot be read again lands on the Comments heading, not the page', async () => {
    stubThread(9, [comment(1, 'First!')], { readsFailAfterPost: true });
    const user = userEvent.setup();
    renderThread(9);
    await user.click(await screen.findByRole('button', { name: /^Reply\s*to/ }));
    await user.keyboard('Same here.');
    await listen();
    await user.click(screen.getByRole('button', { name: 'Post Reply' }));

    const said = await hears('heading, Comments (1), level 2');
    expect(said).toContain('heading, Comments (1), level 2');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Comments (1)' }));
    expect(screen.getByText('The comments could not be loaded. Please try again later.')).toBeInTheDocument();
  }, 30_000);
});
