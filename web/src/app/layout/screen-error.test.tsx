import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenError } from './screen-error';

function Failing({ error }: { error: Error }): never {
  throw error;
}

function renderFailing(error: Error) {
  const router = createMemoryRouter(
    [{ errorElement: <ScreenError />, children: [{ path: '/chat', element: <Failing error={error} /> }] }],
    {
      initialEntries: ['/chat'],
    },
  );
  render(<RouterProvider router={router} />);
}

const chunkMissing = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/chat-B1x.js');

describe('ScreenError', () => {
  afterEach(() => vi.restoreAllMocks());

  it('tells an offline member the page needs a connection, with Try again and a way home, never the stack', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderFailing(chunkMissing());
    expect(screen.getByRole('heading', { level: 1, name: 'This page needs a connection' })).toBeInTheDocument();
    expect(screen.getByText(/You are offline, and this page has not been opened on this device before/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(document.body).not.toHaveTextContent('chat-B1x.js');
    expect(document.title).toContain('This page needs a connection');
  });

  it('says a screen that could not load online may be a new version', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailing(chunkMissing());
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not load' })).toBeInTheDocument();
    expect(screen.getByText(/may have just been updated/)).toBeInTheDocument();
  });

  it('says something went wrong when a screen fails to render, and logs it for whoever investigates', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('Cannot read properties of undefined');
    renderFailing(error);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('Cannot read properties');
    expect(log).toHaveBeenCalledWith(error);
  });
});
