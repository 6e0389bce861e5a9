import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/lib/toast';
import { expectErrorSummaryFocused } from '@/test/error-summary';
import { renderWithApp, stubApi } from '@/test/render';
import { ChangePasswordForm } from './change-password-form';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const CHANGED = 'Your password has been changed. You are signed out on every other device.';
const WRONG = 'Your current password is not right. Check it and try again.';

async function change(user: ReturnType<typeof userEvent.setup>, current: string, next: string) {
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', () => {
  it('is its own named section, and says how long the new password must be', () => {
    stubApi({});
    renderWithApp(<ChangePasswordForm />, '/account');
    const section = screen.getByRole('region', { name: 'Change Your Password' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Change Your Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining('At least 10 characters'));
  });

  it("changes it, says the worker's words, and empties the form", async () => {
    const api = stubApi({ 'PUT /api/auth/password': [200, { message: CHANGED }] });
    const user = userEvent.setup();
    renderWithApp(<ChangePasswordForm />, '/account');
    await change(user, 'the old phrase here', 'a brand new phrase');

    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: CHANGED }));
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
    const put = api.mock.calls.find(([url, init]) => url === '/api/auth/password' && init?.method === 'PUT')!;
    expect(JSON.parse(put[1]!.body as string)).toEqual({ currentPassword: 'the old phrase here', newPassword: 'a brand new phrase' });
  });

  it('a wrong current password: the summary takes focus and the field says why; nothing is emptied', async () => {
    stubApi({ 'PUT /api/auth/password': [400, { message: WRONG, errors: { currentPassword: [WRONG] } }] });
    const user = userEvent.setup();
    renderWithApp(<ChangePasswordForm />, '/account');
    await change(user, 'not the password', 'a brand new phrase');

    await expectErrorSummaryFocused(WRONG);
    const current = screen.getByLabelText('Current password');
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveAccessibleDescription(expect.stringContaining(WRONG));
    expect(screen.getByLabelText('New password')).toHaveValue('a brand new phrase');
    expect(getToasts()).toEqual([]);
  });

  it('checks the new password before sending it', async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderWithApp(<ChangePasswordForm />, '/account');
    await change(user, 'the old phrase here', 'short');
    await expectErrorSummaryFocused('Password must be at least 10 characters');
    expect(api).not.toHaveBeenCalled();
  });
});
