import type { SavedItem, SavedPage } from '@schemas/saved';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { SavedList } from './saved-list';

afterEach(() => vi.unstubAllGlobals());

const saved = (id: number): SavedItem => ({
  kind: 'post',
  id,
  title: `Saved post ${id}`,
  excerpt: 'Some words.',
  authorName: 'Sam Taylor',
  createdAt: '2026-11-20T05:30:00.000Z',
  savedAt: '2026-11-21T05:30:00.000Z',
  link: `/community/posts/${id}`,
});

const pageOf = (ids: number[], page: number): SavedPage => ({ items: ids.map(saved), page, totalPages: 2, total: 14 });

/** The page lives in the route's address; here in state, as SavedList only hands it up. */
function Saved() {
  const [page, setPage] = useState(1);
  return <SavedList page={page} onPage={setPage} />;
}

describe('SavedList', () => {
  it('keeps focus on Next while the next page loads, and says which page came', async () => {
    stubFetch(({ url }) => {
      if (url === '/api/community/saved?page=1') return [200, pageOf([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 1)];
      if (url === '/api/community/saved?page=2') return [200, pageOf([11, 12, 13, 14], 2)];
      return [404, { message: 'Not found' }];
    });
    renderWithApp(<Saved />, '/saved');
    await screen.findByRole('link', { name: 'Saved post 1' });
    expect(screen.getByTestId('list-status')).toHaveTextContent('');

    const next = screen.getByRole('button', { name: /Next/ });
    await userEvent.click(next);
    await screen.findByRole('link', { name: 'Saved post 11' });
    // The very button pressed, never swapped for "Loading what you saved…" and drawn again.
    expect(next).toBeInTheDocument();
    expect(next).toHaveFocus();
    expect(screen.getByTestId('list-status')).toHaveTextContent('Page 2, 4 saved items');
  });
});
