import { PASSKEY_MESSAGES } from '@schemas/passkeys';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/lib/toast';
import { CREDENTIAL, OPTIONS, stubPasskeyWorker, passkey } from '@/test/passkey-worker';
import { renderWithApp } from '@/test/render';
import { PasskeySection } from './passkey-section';

// The library is replaced at its boundary only: the device's ceremony. Everything else (the
// typed client, the worker's answers through fetch) is as in the app.
const webauthn = vi.hoisted(() => ({ startRegistration: vi.fn(), startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => webauthn);

beforeEach(() => vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  resetToasts();
});

describe('PasskeySection', () => {
  it('says what a passkey is, and lists each with when it was added and last used', async () => {
    stubPasskeyWorker([passkey({}), passkey({ id: 2, name: 'Blue key', lastUsedAt: '2026-11-21T01:00:00.000Z' })]);
    renderWithApp(<PasskeySection />);
    expect(screen.getByRole('heading', { level: 2, name: 'Passkeys' })).toBeInTheDocument();
    expect(screen.getByText(/lets you sign in without typing a password/)).toBeInTheDocument();
    const items = within(await screen.findByRole('list', { name: 'Your passkeys' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Chrome on Android');
    expect(within(items[0]!).getByText('5 October 2026')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Not used yet')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: 'Rename Blue key' })).toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: 'Remove Blue key' })).toBeInTheDocument();
  });

  it('says when there are none yet, and when the list cannot be loaded', async () => {
    stubPasskeyWorker([]);
    const { unmount } = renderWithApp(<PasskeySection />);
    expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument();
    unmount();
    stubPasskeyWorker([], { failList: true });
    renderWithApp(<PasskeySection />);
    expect(await screen.findByRole('heading', { name: 'Unable to Load Passkeys' })).toBeInTheDocument();
  });

  it('adds a passkey through the device, says so, and offers to name it with the name field focused', async () => {
    const calls = stubPasskeyWorker([]);
    webauthn.startRegistration.mockResolvedValue(CREDENTIAL);
    const user = userEvent.setup();
    renderWithApp(<PasskeySection />);
    await screen.findByText('You have no passkeys yet.');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));

    const field = await screen.findByRole('textbox', { name: 'Passkey name' });
    expect(webauthn.startRegistration).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(calls).toEqual(
      expect.arrayContaining(['POST /api/auth/passkeys/registration/options', 'POST /api/auth/passkeys/registration/verify']),
    );
    expect(getToasts()[0]).toMatchObject({ title: 'Passkey added' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue('Chrome on Linux');

    await user.clear(field);
    await user.type(field, 'My laptop{Enter}');
    await waitFor(() => expect(calls).toContain('PATCH /api/auth/passkeys/9'));
    expect(await screen.findByRole('heading', { level: 3, name: 'My laptop' })).toBeInTheDocument();
    expect(getToasts()[0]).toMatchObject({ title: 'Passkey name saved', description: 'This passkey is now called My laptop.' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add a passkey' })).toHaveFocus());
  });

  it('says plainly when the device ceremony is cancelled, and sends nothing to keep', async () => {
    const calls = stubPasskeyWorker([]);
    webauthn.startRegistration.mockRejectedValue(
      Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }),
    );
    renderWithApp(<PasskeySection />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add a passkey' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Passkey not added',
        description: 'Adding a passkey was cancelled, or took too long. Nothing was changed. You can try again.',
        variant: 'destructive',
      }),
    );
    expect(calls).not.toContain('POST /api/auth/passkeys/registration/verify');
  });

  it("tells the worker's refusal in its own words", async () => {
    stubPasskeyWorker([], { verify: [400, { message: 'This passkey request has expired. Please try again.' }] });
    webauthn.startRegistration.mockResolvedValue(CREDENTIAL);
    renderWithApp(<PasskeySection />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add a passkey' }));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ description: 'This passkey request has expired. Please try again.' }));
  });

  it('renames with the same rules as the worker, and hands focus back to Rename', async () => {
    const calls = stubPasskeyWorker([passkey({})]);
    const user = userEvent.setup();
    renderWithApp(<PasskeySection />);
    await user.click(await screen.findByRole('button', { name: 'Rename Chrome on Android' }));
    const form = screen.getByRole('form', { name: 'Rename Chrome on Android' });
    const field = within(form).getByRole('textbox', { name: 'Passkey name' });
    await waitFor(() => expect(field).toHaveFocus());
    await user.clear(field);
    await user.click(within(form).getByRole('button', { name: 'Save name' }));
    expect(await within(form).findAllByText('Enter a name for this passkey')).not.toHaveLength(0);
    expect(calls.filter((c) => c.startsWith('PATCH'))).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rename Chrome on Android' })).toHaveFocus());
  });

  it('asks before removing a passkey, then removes it', async () => {
    const calls = stubPasskeyWorker([passkey({})]);
    const user = userEvent.setup();
    renderWithApp(<PasskeySection />);
    await user.click(await screen.findByRole('button', { name: 'Remove Chrome on Android' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this passkey?' });
    expect(dialog).toHaveTextContent(
      'You will no longer be able to sign in with "Chrome on Android". You can still sign in with your password',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument();
    expect(calls).toContain('DELETE /api/auth/passkeys/1');
    expect(getToasts()[0]).toMatchObject({ title: 'Passkey removed' });
  });

  it('says so when the browser cannot make passkeys, and offers no button', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    stubPasskeyWorker([]);
    renderWithApp(<PasskeySection />);
    expect(screen.getByText(/This browser cannot make passkeys/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
  });

  it('with an address not yet confirmed: no button that would fail; the worker’s words, and the way to confirm', async () => {
    const calls = stubPasskeyWorker([]);
    renderWithApp(<PasskeySection confirmFirst={<button type="button">Send the link again</button>} />);
    await screen.findByText('You have no passkeys yet.');
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
    expect(screen.getByText(PASSKEY_MESSAGES.confirmFirst)).toBeInTheDocument();
    expect(PASSKEY_MESSAGES.confirmFirst).toMatch(/^Confirm your email address to add a passkey\./);
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('opened from the reset mail’s link (/account#passkeys), focus starts on the Passkeys heading', async () => {
    window.history.replaceState(null, '', '/account#passkeys');
    try {
      stubPasskeyWorker([passkey({})]);
      renderWithApp(<PasskeySection />, '/account#passkeys');
      await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Passkeys' })).toHaveFocus());
      expect(document.getElementById('passkeys')).toContainElement(screen.getByRole('heading', { level: 2, name: 'Passkeys' }));
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
