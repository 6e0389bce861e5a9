import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '@/lib/toast';
import { ownPost } from '@/test/community-factories';
import { renderWithApp } from '@/test/render';
import { PostView } from './post-view';

afterEach(() => vi.unstubAllGlobals());

const post = ownPost();

/** The post and its comments load; DELETE answers with `deleteStatus`. Returns the DELETEs made. */
function stubPostApi(deleteStatus: number) {
  const deletes: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (init?.method === 'DELETE') {
        deletes.push(url);
        return json(deleteStatus, deleteStatus === 200 ? { ok: true } : { message: 'The database is briefly unavailable.' });
      }
      if (url === '/api/community/posts/7') return json(200, post);
      if (url === '/api/community/posts/7/comments') return json(200, []);
      return json(404, { message: 'Not found' });
    }),
  );
  return deletes;
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

async function deleteThePost() {
  const user = userEvent.setup();
  renderWithApp(
    <>
      <PostView id="7" />
      <Where />
    </>,
    '/community/posts/7',
  );
  await user.click(await screen.findByRole('button', { name: 'Delete post' }, { timeout: 5000 }));
  // The dialog and Headless UI load on first use: a loaded machine can take more than a second.
  const dialog = await screen.findByRole('dialog', { name: 'Delete this post?' }, { timeout: 5000 });
  await user.click(within(dialog).getByRole('button', { name: 'Delete post' }));
}

describe('PostView: deleting the post', () => {
  it('stays on the post with the error when the delete fails', async () => {
    const deletes = stubPostApi(503);
    await deleteThePost();
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Error',
        description: 'Failed to delete post. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(deletes).toEqual(['/api/community/posts/7']);
    expect(screen.getByTestId('where')).toHaveTextContent('/community/posts/7');
    expect(screen.getByRole('heading', { level: 1, name: 'Wheelchair taxis in Perth' })).toBeInTheDocument();
  });

  it('goes back to the community after a delete that worked', async () => {
    stubPostApi(200);
    await deleteThePost();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/community$/), { timeout: 5000 });
    expect(getToasts()[0]).toMatchObject({ title: 'Post deleted' });
  });
});
