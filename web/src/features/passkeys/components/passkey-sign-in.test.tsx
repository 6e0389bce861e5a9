import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, renderWithApp } from '@/test/render';
import { PasskeySignIn } from './passkey-sign-in';

// Only the device's ceremony is replaced (the library's boundary); the worker answers through fetch.
const webauthn = vi.hoisted(() => ({
  startAuthentication: vi.fn(),
  browserSupportsWebAuthnAutofill: vi.fn(async () => false),
  WebAuthnAbortService: { cancelCeremony: vi.fn() },
}));
vi.mock('@simplewebauthn/browser', () => webauthn);

beforeEach(() => vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const OPTIONS = { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', userVerification: 'preferred' };
const ASSERTION = { id: 'Y3JlZA', rawId: 'Y3JlZA', type: 'public-key', clientExtensionResults: {}, response: {} };
const MEMBER = { id: 7, email: 'sam@example.org', firstName: 'Sam' };

describe('PasskeySignIn', () => {
  it('signs in with a passkey from the device and hands the member to the page', async () => {
    const fetch = stubApi({
      'POST /api/auth/passkeys/authentication/options': [200, OPTIONS],
      'POST /api/auth/passkeys/authentication/verify': [200, MEMBER],
    });
    webauthn.startAuthentication.mockResolvedValue(ASSERTION);
    const onSignedIn = vi.fn(async () => {});
    renderWithApp(<PasskeySignIn onSignedIn={onSignedIn} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(MEMBER));
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONS, useBrowserAutofill: false });
    expect(fetch.mock.calls.map(([url]) => url)).toContain('/api/auth/passkeys/authentication/verify');
  });

  it("tells a refusal in the worker's words, in the summary, which takes focus", async () => {
    const words = 'We could not sign you in with this passkey. Try again, or sign in with your email and password.';
    stubApi({
      'POST /api/auth/passkeys/authentication/options': [200, OPTIONS],
      'POST /api/auth/passkeys/authentication/verify': [400, { message: words }],
    });
    webauthn.startAuthentication.mockResolvedValue(ASSERTION);
    renderWithApp(<PasskeySignIn onSignedIn={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText(words)).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-error-summary'));
  });

  it('says plainly when the member cancels on the device', async () => {
    stubApi({ 'POST /api/auth/passkeys/authentication/options': [200, OPTIONS] });
    webauthn.startAuthentication.mockRejectedValue(Object.assign(new Error('not allowed'), { name: 'NotAllowedError' }));
    renderWithApp(<PasskeySignIn onSignedIn={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText(/Signing in with a passkey was cancelled, or took too long/)).toBeInTheDocument();
  });

  it('offers passkeys in the email field where the browser can (conditional UI), and signs in when one is chosen', async () => {
    stubApi({
      'POST /api/auth/passkeys/authentication/options': [200, OPTIONS],
      'POST /api/auth/passkeys/authentication/verify': [200, MEMBER],
    });
    webauthn.browserSupportsWebAuthnAutofill.mockResolvedValue(true);
    webauthn.startAuthentication.mockResolvedValue(ASSERTION);
    const onSignedIn = vi.fn(async () => {});
    renderWithApp(<PasskeySignIn onSignedIn={onSignedIn} />);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(MEMBER));
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONS, useBrowserAutofill: true });
  });

  it('shows nothing in a browser without passkeys', () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    renderWithApp(<PasskeySignIn onSignedIn={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });
});
