import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectErrorSummaryFocused } from '@/test/error-summary';
import { renderWithApp, stubApi } from '@/test/render';
import { ChangeEmailForm } from './change-email-form';

afterEach(() => vi.unstubAllGlobals());

const SENT =
  'We have sent a link to sam.new@example.org. Your account keeps its old address until you open it, within 24 hours. We have told your old address too.';
const SAME = 'That is already the email address of your account.';

async function ask(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(screen.getByLabelText('New email address'), email);
  await user.type(screen.getByLabelText('Current password'), 'the old phrase here');
  await user.click(screen.getByRole('button', { name: 'Send a confirmation link' }));
}

describe('ChangeEmailForm', () => {
  it('says "Check your email" in the section, with the worker\'s words, focused', async () => {
    const api = stubApi({ 'POST /api/auth/email': [202, { message: SENT }] });
    const user = userEvent.setup();
    renderWithApp(<ChangeEmailForm />, '/account');
    await ask(user, 'Sam.New@example.org');

    const section = screen.getByRole('region', { name: 'Change Your Email Address' });
    const heading = await within(section).findByRole('heading', { level: 3, name: 'Check your email' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAccessibleDescription(SENT);
    expect(screen.queryByRole('button', { name: 'Send a confirmation link' })).not.toBeInTheDocument();
    const post = api.mock.calls.find(([url]) => url === '/api/auth/email')!;
    expect(JSON.parse(post[1]!.body as string)).toEqual({ newEmail: 'sam.new@example.org', currentPassword: 'the old phrase here' });

    // Back to the form: the address as typed, the password not kept.
    await user.click(screen.getByRole('button', { name: 'Use a different email' }));
    expect(screen.getByLabelText('New email address')).toHaveFocus();
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('the address the account has already: said on the field', async () => {
    stubApi({ 'POST /api/auth/email': [400, { message: SAME, errors: { newEmail: [SAME] } }] });
    const user = userEvent.setup();
    renderWithApp(<ChangeEmailForm />, '/account');
    await ask(user, 'sam@example.org');
    await expectErrorSummaryFocused(SAME);
    expect(screen.getByLabelText('New email address')).toHaveAccessibleDescription(expect.stringContaining(SAME));
  });
});
