import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectErrorSummaryFocused } from '@/test/error-summary';
import { renderWithApp, stubApi } from '@/test/render';
import { EmailSignInLinkForm } from './email-sign-in-link-form';

afterEach(() => vi.unstubAllGlobals());

const SENT =
  'If sam@example.org has an account here, we have sent it a sign-in link. It works for 15 minutes. Check your spam folder if it does not arrive in a few minutes.';

describe('EmailSignInLinkForm', () => {
  it('checks the address, sends it, and says "Check your email" with the worker\'s words, focused', async () => {
    const api = stubApi({ 'POST /api/auth/sign-in-link': [202, { message: SENT }] });
    const user = userEvent.setup();
    renderWithApp(<EmailSignInLinkForm />, '/login?link=1');

    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    await expectErrorSummaryFocused('Enter your email address');
    expect(api).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Email'), ' Sam@Example.org ');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Check your email' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAccessibleDescription(SENT);
    expect(JSON.parse(api.mock.calls[0]![1]!.body as string)).toEqual({ email: 'sam@example.org' });
    expect(screen.queryByRole('button', { name: 'Email me a sign-in link' })).not.toBeInTheDocument();

    // "Use a different email" brings the form back as it was, in the email field.
    await user.click(screen.getByRole('button', { name: 'Use a different email' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue('Sam@Example.org');
    expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
  });

  it('says a rate limit in the form', async () => {
    stubApi({ 'POST /api/auth/sign-in-link': [429, { message: 'Too many requests from here. Please try again later.' }] });
    const user = userEvent.setup();
    renderWithApp(<EmailSignInLinkForm />);
    await user.type(screen.getByLabelText('Email'), 'sam@example.org');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    const summary = await expectErrorSummaryFocused();
    await waitFor(() => expect(summary).toHaveTextContent('Too many requests from here. Please try again later.'));
  });
});
