import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, expectAccessible, MEMBER, signIn, useBrowser } from './support/browser';

const browser = useBrowser();

/** The name this test gives its passkey: what the clean-up looks for on the shared seeded member. */
const NAME = 'Browser test key';

/**
 * Chromium's virtual authenticator (through the DevTools protocol): a platform authenticator
 * that keeps discoverable credentials and verifies the user at once, as a phone's fingerprint would.
 */
async function virtualAuthenticator(context: BrowserContext, page: Parameters<BrowserContext['newCDPSession']>[0]) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials };
}

/** The seeded member is shared by every browser test: whatever happens, no passkey of this test stays on it. */
async function removeLeftovers(context: BrowserContext) {
  const origin = { origin: baseURL() };
  await context.request.post('/api/auth/login', { data: { email: MEMBER.email, password: MEMBER.password }, headers: origin });
  const list = (await (await context.request.get('/api/auth/passkeys')).json()) as { id: number; name: string }[];
  for (const passkey of list.filter((p) => p.name === NAME))
    await context.request.delete(`/api/auth/passkeys/${passkey.id}`, { headers: origin });
}

describe('passkeys', () => {
  it('a member adds a passkey, signs out, signs in with it, and removes it', async () => {
    const { page, context } = await browser.newPage();
    try {
      const authenticator = await virtualAuthenticator(context, page);
      await signIn(page, MEMBER);
      await page.goto('/account');
      const section = page.getByRole('region', { name: 'Passkeys' });
      await section.getByText(/lets you sign in without typing a password/).waitFor();

      // Add: the device makes the passkey, then the name field takes focus with the device's name in it.
      await section.getByRole('button', { name: 'Add a passkey' }).click();
      const name = section.getByRole('textbox', { name: 'Passkey name' });
      await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await name.inputValue()).toBe('Chrome on Linux');
      await name.fill(NAME);
      await page.keyboard.press('Enter');
      await section.getByRole('heading', { level: 3, name: NAME }).waitFor();
      await expect
        .poll(() => section.getByRole('button', { name: 'Add a passkey' }).evaluate((el) => el === document.activeElement))
        .toBe(true);
      await section.getByText('Not used yet').first().waitFor();
      const [credential] = await authenticator.credentials();
      expect(credential?.isResidentCredential).toBe(true);
      await expectAccessible(page, 'account page with a passkey');

      // Sign out. On the sign-in page the email field offers passkeys (conditional UI), and
      // Chromium's virtual authenticator picks the one it holds at once: signed in, nothing typed.
      const signOut = async () => {
        await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
        await page.getByRole('link', { name: 'Sign In', exact: true }).waitFor();
      };
      const welcome = page.getByRole('heading', { level: 1, name: `Welcome back, ${MEMBER.firstName}!` });
      await signOut();
      await page.goto('/login');
      await welcome.waitFor();
      expect((await page.request.get('/api/auth/user')).status()).toBe(200);

      // Where a browser has no conditional UI, the button does it.
      await signOut();
      await context.addInitScript(() => {
        PublicKeyCredential.isConditionalMediationAvailable = async () => false;
      });
      await page.goto('/login');
      const email = page.getByRole('form', { name: 'Sign in' }).getByLabel('Email');
      expect(await email.getAttribute('autocomplete')).toBe('username webauthn');
      await page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
      await expectAccessible(page, 'sign-in page with passkeys');
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await welcome.waitFor();

      // Its last use shows; removing it asks first.
      await page.goto('/account');
      await section.getByRole('heading', { level: 3, name: NAME }).waitFor();
      expect(await section.getByText('Not used yet').count()).toBe(0);
      await section.getByRole('button', { name: `Remove ${NAME}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove this passkey?' });
      await dialog.getByRole('button', { name: 'Remove passkey' }).click();
      await section.getByText('You have no passkeys yet.').waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('passkeys-heading');
    } finally {
      await removeLeftovers(context);
    }
  });
});
