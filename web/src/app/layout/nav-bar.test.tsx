import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '@/test/render';
import { NavBar } from './nav-bar';

afterEach(() => vi.unstubAllGlobals());

describe('NavBar', () => {
  it('shows neither Sign In nor the menu until the session is known', async () => {
    stubApi({ '/api/auth/user': [401, { message: 'Unauthorized' }] });
    renderWithApp(<NavBar />);
    // The first render, before the answer: a member must never see Sign In flash up.
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('offers only Sign In to visitors, with no section links', async () => {
    stubApi({ '/api/auth/user': [401, { message: 'Unauthorized' }] });
    renderWithApp(<NavBar />);
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('welcomes a member by first name, marks the active section and offers Sign Out', async () => {
    stubApi({
      '/api/auth/user': [
        200,
        { id: 1, firstName: 'Sam', lastName: 'T', email: 's@x', membershipLevel: 'Free', role: 'member', emailVerified: true },
      ],
    });
    renderWithApp(<NavBar />, '/news/4');
    expect(await screen.findByText('Sam')).toBeInTheDocument();
    // Signing out is the POST of a form (the worker never ends a session on a GET).
    const signOut = screen.getByRole('button', { name: 'Sign Out' });
    expect(signOut).toHaveAttribute('type', 'submit');
    expect(signOut.closest('form')).toHaveAttribute('method', 'post');
    expect(signOut.closest('form')).toHaveAttribute('action', '/api/logout');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'News Feed' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(within(nav).queryByRole('link', { name: 'CMS Admin' })).not.toBeInTheDocument();
  });

  it('falls back to the email when there is no first name', async () => {
    stubApi({
      '/api/auth/user': [
        200,
        {
          id: 2,
          firstName: null,
          lastName: null,
          email: 'no.name@example.org',
          membershipLevel: 'Free',
          role: 'admin',
          emailVerified: true,
        },
      ],
    });
    renderWithApp(<NavBar />);
    expect(await screen.findByText('no.name@example.org')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CMS Admin' })).toBeInTheDocument();
  });
});
