import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/lib/toast';
import { Toaster } from '@/components/ui/toast/toaster';
import { PasskeySection } from '@/features/passkeys/components/passkey-section';
import { CREDENTIAL, passkey, stubPasskeyWorker } from '@/test/passkey-worker';
import { renderWithApp } from '@/test/render';
import { forget, hears, listen } from '@/test/screen-reader';

// Only the device's ceremony is replaced; the typed client and the worker's answers are as in the app.
const webauthn = vi.hoisted(() => ({ startRegistration: vi.fn(), startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => webauthn);

beforeEach(() => vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  resetToasts();
});

function renderSection() {
  renderWithApp(
    <>
      <PasskeySection />
      <Toaster />
    </>,
  );
}

describe('Passkeys, heard through a screen reader', () => {
  it('adding one says it was added, lands in its name field, and after saving says so and is back on Add a passkey', async () => {
    stubPasskeyWorker([]);
    webauthn.startRegistration.mockResolvedValue(CREDENTIAL);
    const user = userEvent.setup();
    renderSection();
    await screen.findByText('You have no passkeys yet.');
    await listen();

    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    const field = 'textbox, Passkey name, Chrome on Linux, A name you will recognise, such as "My phone" or "Blue security key".';
    const added = await hears(field);
    expect(added).toContain(field);
    expect(added.some((p) => p.startsWith('polite:') && p.includes('Passkey added'))).toBe(true);

    await forget();
    await user.clear(screen.getByRole('textbox', { name: 'Passkey name' }));
    await user.keyboard('My laptop{Enter}');
    const saved = await hears('button, Add a passkey');
    expect(saved).toContain('button, Add a passkey');
    expect(saved.some((p) => p.startsWith('polite:') && p.includes('This passkey is now called My laptop.'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Add a passkey' })).toHaveFocus();
  }, 30_000);

  it('Rename then Cancel is back on Rename; removing says so and lands on the Passkeys heading', async () => {
    stubPasskeyWorker([passkey({})]);
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Rename Chrome on Android' }));
    await listen();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const cancelled = await hears('button, Rename Chrome on Android');
    expect(cancelled).toContain('button, Rename Chrome on Android');

    await forget();
    await user.click(screen.getByRole('button', { name: 'Remove Chrome on Android' }));
    await user.click(await screen.findByRole('button', { name: 'Remove passkey' }));
    const removed = await hears('heading, Passkeys, level 2');
    expect(removed).toContain('heading, Passkeys, level 2');
    expect(removed.some((p) => p.startsWith('polite:') && p.includes('"Chrome on Android" can no longer sign you in.'))).toBe(true);
    // Nothing was said over the member's next step as an alert.
    expect(removed.filter((p) => p.startsWith('assertive:'))).toEqual([]);
  }, 30_000);
});
