import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/lib/toast';
import { renderWithApp, stubApi } from '@/test/render';
import { hears, listen, saidTimes } from '@/test/screen-reader';
import SignInLinkRoute from '../routes/sign-in-link';

beforeEach(() => window.history.replaceState(null, '', '/sign-in-link?token=sign-in-token-secret'));
afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
  window.history.replaceState(null, '', '/');
});

const CONFIRM =
  'This link signs in to the account of sam@example.org. It was asked for in another browser or on another device. Continue only if you asked for it yourself.';

describe('A sign-in link opened in another browser, heard through a screen reader', () => {
  it('says whose account it opens once, at once, then reaches "Sign in as" next', async () => {
    stubApi({
      '/api/auth/user': [401, { message: 'Unauthorized' }],
      'POST /api/auth/sign-in-link/use': [200, { status: 'confirm', email: 'sam@example.org' }],
    });
    const user = userEvent.setup();
    renderWithApp(<SignInLinkRoute />, '/sign-in-link?token=sign-in-token-secret');
    await listen();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const phrase = `heading, Is this your account?, ${CONFIRM}, level 2`;
    const said = await hears(phrase);
    expect(said).toContain(phrase);
    expect(saidTimes(said, 'This link signs in to the account of')).toBe(1);
    // Nothing else talks over it.
    expect(said.filter((p) => /^(polite|assertive):/.test(p))).toEqual([]);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Sign in as sam@example.org' })).toHaveFocus();
  }, 30_000);
});
