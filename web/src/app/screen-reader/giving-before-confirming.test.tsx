import { virtual } from '@guidepup/virtual-screen-reader';
import { confirmEmailMessage } from '@schemas/auth';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DonationsScreen } from '@/features/donations/components/donations-screen';
import { campaign, settings } from '@/test/donation-factories';
import { renderWithApp, stubApi } from '@/test/render';
import { forget, listen } from '@/test/screen-reader';

afterEach(() => vi.unstubAllGlobals());

const NOTE = confirmEmailMessage('give');

describe('Giving before the address is confirmed, heard through a screen reader', () => {
  it('Donate is read as unavailable with the reason; pressed, the reason is read where focus lands', async () => {
    stubApi({
      'GET /api/donation-campaigns': [200, [campaign()]],
      'GET /api/donations/settings': [200, settings({ mode: 'test' })],
    });
    renderWithApp(
      <DonationsScreen canManage={false} donor={{ name: 'Noor Haddad', email: 'noor@example.net' }} mustConfirm />,
      '/donations',
    );
    const donate = await screen.findByRole('button', { name: 'Donate to A wheelchair-accessible van' });
    await listen();
    for (let i = 0; i < 80 && !(await virtual.spokenPhraseLog()).some((p) => p.includes('Donate to')); i++) await virtual.next();
    expect(await virtual.lastSpokenPhrase()).toBe(`button, Donate to A wheelchair-accessible van, ${NOTE}, disabled`);

    await forget();
    donate.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText(NOTE)).toHaveFocus();
    // The reader's cursor follows focus into the note, and reads it on.
    expect(await virtual.spokenPhraseLog()).toEqual([expect.stringContaining('Donate to'), 'paragraph']);
    await virtual.next();
    expect(await virtual.lastSpokenPhrase()).toBe(NOTE);
  }, 30_000);
});
