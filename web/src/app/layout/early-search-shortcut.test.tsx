import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '@/test/render';
import { NavBar } from './nav-bar';

const member = { id: 1, firstName: 'Sam', lastName: 'T', email: 's@x', membershipLevel: 'Free', role: 'member', emailVerified: true };

// The module keeps whether the key is held: each test starts as a fresh page load would.
let early: typeof import('@/lib/early-shortcuts');
beforeEach(async () => {
  vi.resetModules();
  early = await import('@/lib/early-shortcuts');
});
afterEach(() => vi.unstubAllGlobals());

/** Ctrl+K as the keyboard sends it; answers whether something took it from the browser. */
const pressCommandK = () => !fireEvent.keyDown(document, { key: 'k', ctrlKey: true });

describe('Ctrl/Cmd+K pressed while the page starts', () => {
  it('is kept from the browser while the session loads, and opens Search once the member’s header is there', async () => {
    early.holdEarlyShortcuts();
    expect(pressCommandK()).toBe(true);
    stubApi({ '/api/auth/user': [200, member], '/api/search': [200, { results: [], total: 0 }] });
    const { NavBar: FreshNavBar } = await import('./nav-bar');
    renderWithApp(<FreshNavBar />);
    expect(await screen.findByRole('dialog', { name: /search/i })).toBeInTheDocument();
  });

  it('is the browser’s again once the visitor turns out to be signed out', async () => {
    early.holdEarlyShortcuts();
    stubApi({ '/api/auth/user': [401, { message: 'Unauthorized' }] });
    const { NavBar: FreshNavBar } = await import('./nav-bar');
    renderWithApp(<FreshNavBar />);
    await screen.findByRole('link', { name: 'Sign In' });
    expect(pressCommandK()).toBe(false);
  });

  it('opens nothing when it was not pressed', async () => {
    early.holdEarlyShortcuts();
    stubApi({ '/api/auth/user': [200, member] });
    renderWithApp(<NavBar />);
    await screen.findByRole('button', { name: 'Search' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
