import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast/toaster';
import { resetToasts } from '@/lib/toast';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { renderWithApp, stubFetch } from '@/test/render';
import { forget, heard, hears, listen, saidTimes } from '@/test/screen-reader';

// The account, heard by ear (issue 51's journey per area): changing the password by keyboard
// alone. A refusal is said through the error summary, which takes focus and leads to the field;
// the field says its error; once changed, the worker's words are said once, politely.

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const CHANGED = 'Your password has been changed. You are signed out on every other device.';
const WRONG = 'Your current password is not right. Check it and try again.';

describe('Changing the password, heard through a screen reader', () => {
  it('by keyboard: the refusal is said and leads to its field; the change is said once', async () => {
    let attempts = 0;
    stubFetch(({ method, url }) => {
      if (method !== 'PUT' || url !== '/api/auth/password') return [404, { message: 'Not found' }];
      attempts += 1;
      return attempts === 1 ? [400, { message: WRONG, errors: { currentPassword: [WRONG] } }] : [200, { message: CHANGED }];
    });
    const user = userEvent.setup();
    renderWithApp(
      <>
        <ChangePasswordForm />
        <Toaster />
      </>,
      '/account',
    );
    await listen();
    const current = screen.getByLabelText('Current password');
    await user.click(current);
    await user.keyboard('not the password');
    // Past the field's Show password button to the new one.
    await user.tab();
    await user.tab();
    expect(screen.getByLabelText('New password')).toHaveFocus();
    await user.keyboard('a brand new phrase{Enter}');

    // The summary is said at once (an alert, as GOV.UK's is) and takes focus.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'There is a problem' }).closest('[tabindex="-1"]')).toHaveFocus());
    const refused = (await heard()).filter((p) => p.startsWith('assertive:') && p.includes('There is a problem'));
    expect(refused).toHaveLength(1);
    expect(refused[0]).toContain(WRONG);

    // Its link, reached with Tab, says the problem and leads to the field, which says it again.
    await forget();
    await user.tab();
    expect(await hears(`link, ${WRONG}`)).toContain(`link, ${WRONG}`);
    await forget();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(current).toHaveFocus());
    expect((await heard()).join(' | ')).toContain(WRONG);

    await user.clear(current);
    await user.keyboard('the old phrase here');
    await forget();
    await user.keyboard('{Enter}');
    const changed = await hears(`polite: ${CHANGED}`);
    expect(changed).toContain(`polite: ${CHANGED}`);
    expect(saidTimes(changed, CHANGED)).toBe(1);
  }, 30_000);
});
