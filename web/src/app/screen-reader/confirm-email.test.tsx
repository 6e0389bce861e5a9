import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/lib/toast';
import { RegisterForm } from '@/features/auth/components/register-form';
import { currentUser } from '@/test/auth-factories';
import { renderWithApp, stubApi } from '@/test/render';
import { heard, hears, listen, saidTimes } from '@/test/screen-reader';
import { AppLayout } from '../layout/app-layout';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const SENT = 'Check your email. We have sent a link to sam@example.org. Open it within 24 hours to finish making your account.';
const RESENT = 'We have sent a new link to sam@example.org. It works for 24 hours.';

describe('Confirming an email address, heard through a screen reader', () => {
  it('after Create account, says "Check your email" and the worker\'s words once, together', async () => {
    stubApi({ 'POST /api/auth/register': [202, { message: SENT }] });
    const user = userEvent.setup();
    renderWithApp(<RegisterForm />, '/login?join=1');
    await user.type(screen.getByLabelText('First name'), 'Sam');
    await user.type(screen.getByLabelText('Last name'), 'Taylor');
    await user.type(screen.getByLabelText('Email'), 'sam@example.org');
    await user.type(screen.getByLabelText('Password'), 'a long enough phrase');
    await listen();

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const phrase =
      'heading, Check your email, We have sent a link to sam@example.org. Open it within 24 hours to finish making your account., level 2';
    const said = await hears(phrase);
    expect(said).toContain(phrase);
    expect(saidTimes(said, 'Check your email')).toBe(1);
    expect(saidTimes(said, 'We have sent a link')).toBe(1);
  }, 30_000);

  it('the banner is read in its place, not announced; "Send the link again" is answered politely, once', async () => {
    stubApi({
      '/api/auth/user': [200, currentUser({ emailVerified: false })],
      'POST /api/auth/verify-email/resend': [202, { message: RESENT }],
    });
    const user = userEvent.setup();
    await listen();
    renderWithApp(<AppLayout />, '/news');
    const banner = await screen.findByRole('region', { name: 'Confirm your email address.' });
    // Arriving, it interrupts nobody: nothing about it is spoken from a live region.
    const arrived = await heard();
    expect(arrived.filter((p) => /^(polite|assertive):/.test(p) && p.includes('Confirm your email'))).toEqual([]);

    await user.click(within(banner).getByRole('button', { name: 'Send the link again' }));
    const said = await hears(`polite: ${RESENT}`);
    expect(said).toContain(`polite: ${RESENT}`);
    expect(saidTimes(said, RESENT)).toBe(1);
    expect(said.filter((p) => p.startsWith('assertive:'))).toEqual([]);
  }, 30_000);
});
