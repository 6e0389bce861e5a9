import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/lib/toast';
import { Toaster } from '@/components/ui/toast/toaster';
import { renderWithApp, stubFetch } from '@/test/render';
import { hears, listen } from '@/test/screen-reader';
import { SaveButton } from './save-button';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

/** A little server for post 4 and its comment 9: GET says what is saved, PUT and DELETE change it, as the worker does. */
function stubSaved() {
  const saved = { post: false, comments: [] as number[] };
  return stubFetch(({ method, url }) => {
    if (method === 'GET' && url === '/api/community/posts/4/saved') return [200, saved];
    const on = method === 'PUT';
    if (url === '/api/community/posts/4/saved') saved.post = on;
    else if (url === '/api/community/comments/9/saved') saved.comments = on ? [9] : [];
    else return [404, { message: 'Not found' }];
    return [200, { saved: on }];
  });
}

const titles = () => getToasts().map((t) => t.title);

describe('SaveButton', () => {
  it('toggles a post saved and back, pressed state and word following, and a screen reader hears it politely', async () => {
    const calls = stubSaved();
    renderWithApp(
      <>
        <SaveButton kind="post" id={4} postId={4} className="" what="post" />
        <Toaster />
      </>,
    );
    const button = await screen.findByRole('button', { name: 'Save post' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await listen();

    await userEvent.click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Saved post' })).toHaveAttribute('aria-pressed', 'true'));
    expect(titles()).toEqual(['Saved']);
    expect(await hears('polite: Saved')).toContain('polite: Saved');

    await userEvent.click(screen.getByRole('button', { name: 'Saved post' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save post' })).toHaveAttribute('aria-pressed', 'false'));
    expect(titles()).toContain('Removed from saved');
    expect(await hears('polite: Removed from saved')).toContain('polite: Removed from saved');
    expect(calls.filter((c) => !c.startsWith('GET'))).toEqual(['PUT /api/community/posts/4/saved', 'DELETE /api/community/posts/4/saved']);
  }, 30_000);

  it('saves a comment through the comment route and shows it pressed from the post’s saved list', async () => {
    const calls = stubSaved();
    renderWithApp(<SaveButton kind="comment" id={9} postId={4} className="" what="comment by Robin Lee" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save comment by Robin Lee' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Saved comment by Robin Lee' })).toHaveAttribute('aria-pressed', 'true'));
    expect(calls).toContain('PUT /api/community/comments/9/saved');
  });
});
