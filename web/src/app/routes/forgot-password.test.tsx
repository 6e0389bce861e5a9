import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectErrorSummaryFocused } from '@/test/error-summary';
import { renderWithApp, stubApi } from '@/test/render';
import ForgotPasswordRoute from './forgot-password';

afterEach(() => vi.unstubAllGlobals());

const SENT =
  'If sam@example.org has an account here, we have sent it a link to choose a new password. The link works for 1 hour. Check your spam folder if it does not arrive in a few minutes.';

describe('/forgot-password', () => {
  it('checks the address, sends it, and says "Check your email" with the worker\'s words, focused', async () => {
    const api = stubApi({ 'POST /api/auth/forgot-password': [202, { message: SENT }] });
    const user = userEvent.setup();
    renderWithApp(<ForgotPasswordRoute />, '/forgot-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    expect(document.title).toBe("Forgot your password | Members' Portal");
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');

    await user.type(screen.getByLabelText('Email'), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    await expectErrorSummaryFocused('Enter an email address like name@example.org');
    expect(api).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), ' Sam@Example.org ');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    const heading = await screen.findByRole('heading', { name: 'Check your email' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAccessibleDescription(SENT);
    expect(JSON.parse(api.mock.calls[0]![1]!.body as string)).toEqual({ email: 'sam@example.org' });
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    // The way back stays.
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeInTheDocument();
  });

  it('says a rate limit in the form', async () => {
    stubApi({ 'POST /api/auth/forgot-password': [429, { message: 'Too many requests from here. Please try again later.' }] });
    const user = userEvent.setup();
    renderWithApp(<ForgotPasswordRoute />, '/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'sam@example.org');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    const summary = await expectErrorSummaryFocused();
    await waitFor(() => expect(summary).toHaveTextContent('Too many requests from here. Please try again later.'));
  });
});
