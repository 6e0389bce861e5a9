import { virtual } from '@guidepup/virtual-screen-reader';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUser } from '@/test/auth-factories';
import { renderWithApp, stubApi } from '@/test/render';
import { heard, listen } from '@/test/screen-reader';
import { AppLayout } from '../layout/app-layout';

afterEach(() => vi.unstubAllGlobals());

const suspension = { reason: 'Repeated spam in the forum', until: '2026-12-04' };
const MESSAGE =
  'Your account is suspended until the end of 4 December 2026, so you cannot post, comment, send podcast feedback or donate while signed in. You can still sign in, read and listen. The reason given: Repeated spam in the forum';

describe('A suspension, heard through a screen reader', () => {
  it('is a named region on every screen, read in its place with the reason and the end, never announced', async () => {
    stubApi({ '/api/auth/user': [200, currentUser({ suspension })] });
    await listen();
    renderWithApp(<AppLayout />, '/news');
    const banner = await screen.findByRole('region', { name: 'Your account is suspended.' });
    expect(banner).toHaveTextContent(`Your account is suspended. ${MESSAGE}`);
    const arrived = await heard();
    expect(arrived.filter((p) => /^(polite|assertive):/.test(p) && p.includes('suspended'))).toEqual([]);

    // Reading on from the top of the page reaches the banner and says all of it.
    await virtual.clearSpokenPhraseLog();
    // Past every control of the header (the nav grew a Messages link with issue 16).
    for (let i = 0; i < 90 && !(await virtual.spokenPhraseLog()).some((p) => p.includes('The reason given')); i++) await virtual.next();
    const said = await virtual.spokenPhraseLog();
    expect(said).toContain('region, Your account is suspended.');
    expect(said.join(' ')).toContain(MESSAGE);
  }, 30_000);

  it('is not there for a member in good standing', async () => {
    const api = stubApi({ '/api/auth/user': [200, currentUser()] });
    renderWithApp(<AppLayout />, '/news');
    await waitFor(() => expect(api).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Your account is suspended.' })).toBeNull();
  });
});
