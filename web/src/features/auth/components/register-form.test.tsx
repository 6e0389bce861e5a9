import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NAME_LINK_MESSAGE } from '@schemas/names';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectErrorSummaryFocused } from '@/test/error-summary';
import { renderWithApp, stubApi } from '@/test/render';
import { RegisterForm } from './register-form';

afterEach(() => vi.unstubAllGlobals());

const SENT = 'Check your email. We have sent a link to sam@example.org. Open it within 24 hours to finish making your account.';

async function register(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Sam');
  await user.type(screen.getByLabelText('Last name'), 'Taylor');
  await user.type(screen.getByLabelText('Email'), 'sam@example.org');
  await user.type(screen.getByLabelText('Password'), 'a long enough phrase');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('RegisterForm', () => {
  it('says "Check your email" in place of the form, with focus on it, and does not sign in', async () => {
    const api = stubApi({ 'POST /api/auth/register': [202, { message: SENT }] });
    const user = userEvent.setup();
    renderWithApp(<RegisterForm />, '/login?join=1');
    await register(user);

    const heading = await screen.findByRole('heading', { name: 'Check your email' });
    await waitFor(() => expect(heading).toHaveFocus());
    // The worker's words, without the heading's own said twice.
    expect(heading).toHaveAccessibleDescription(
      'We have sent a link to sam@example.org. Open it within 24 hours to finish making your account.',
    );
    expect(screen.getByText(/Look in your spam or junk folder/)).toBeInTheDocument();
    expect(screen.getByText(/The link works for 24 hours/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
    expect(JSON.parse(api.mock.calls[0]![1]!.body as string)).toEqual({
      firstName: 'Sam',
      lastName: 'Taylor',
      email: 'sam@example.org',
      password: 'a long enough phrase',
    });
    // Not signed in: the member is not read again, and the page stays where it is.
    expect(api.mock.calls.map(([url]) => url)).toEqual(['/api/auth/register']);
  });

  it('"Use a different email" returns to the form as it was, in the email field', async () => {
    stubApi({ 'POST /api/auth/register': [202, { message: SENT }] });
    const user = userEvent.setup();
    renderWithApp(<RegisterForm />);
    await register(user);
    await user.click(await screen.findByRole('button', { name: 'Use a different email' }));

    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('sam@example.org');
    expect(screen.getByLabelText('First name')).toHaveValue('Sam');
    expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeVisible();
  });

  it('tells a refusal in the form: fields checked first, then the worker when it cannot send mail', async () => {
    const message = 'This portal cannot send email yet, so this step is not available. Please contact the people who run it.';
    const api = stubApi({ 'POST /api/auth/register': [503, { message }] });
    const user = userEvent.setup();
    renderWithApp(<RegisterForm />);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await expectErrorSummaryFocused('Enter your first name', 'Enter your email address');
    expect(api).not.toHaveBeenCalled();

    await register(user);
    const summary = await expectErrorSummaryFocused();
    await waitFor(() => expect(summary).toHaveTextContent(message));
    expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
  });

  it('refuses a link in a name before sending, in the worker’s words, beside the field', async () => {
    const api = stubApi({ 'POST /api/auth/register': [202, { message: SENT }] });
    const user = userEvent.setup();
    renderWithApp(<RegisterForm />);
    await user.type(screen.getByLabelText('First name'), 'Your donation failed. Pay again at https://pay.example');
    await user.type(screen.getByLabelText('Last name'), 'www.example.org');
    await user.type(screen.getByLabelText('Email'), 'sam@example.org');
    await user.type(screen.getByLabelText('Password'), 'a long enough phrase');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const summary = await expectErrorSummaryFocused();
    expect(summary.querySelectorAll('a')).toHaveLength(2);
    for (const link of summary.querySelectorAll('a')) expect(link).toHaveTextContent(NAME_LINK_MESSAGE);
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(expect.stringContaining(NAME_LINK_MESSAGE));
    expect(api).not.toHaveBeenCalled();
  });
});
