import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/lib/toast';
import { useCurrentUser } from '@/features/auth/api/use-current-user';
import { currentUser, LINK_SPENT, linkSpent } from '@/test/auth-factories';
import { expectErrorSummaryFocused } from '@/test/error-summary';
import { renderWithApp, stubApi } from '@/test/render';
import ResetPasswordRoute from './reset-password';

const TOKEN = 'reset-token-secret';
const signedOut: [number, unknown] = [401, { message: 'Unauthorized' }];
/** The worker's answer to "whose account is this link for?" (nothing spent). */
const forSam: [number, unknown] = [200, { email: 'sam@example.org', newEmail: null, confirmed: true }];
/** The page has learnt whose password it is: its button does something now. */
async function linkChecked() {
  const status = screen.getByRole('status');
  await waitFor(() => expect(status).toHaveTextContent('You are choosing a new password for sam@example.org.'));
  return status;
}

beforeEach(() => window.history.replaceState({ idx: 0, key: 'abc' }, '', `/reset-password?token=${TOKEN}`));
afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
  window.history.replaceState(null, '', '/');
});

/** Where the router is, and who the app thinks is signed in. */
function Where() {
  const { user } = useCurrentUser();
  return (
    <p data-testid="where">
      {useLocation().pathname} {user ? user.email : 'signed out'}
    </p>
  );
}

const renderPage = (path = `/reset-password?token=${TOKEN}`) =>
  renderWithApp(
    <>
      <ResetPasswordRoute />
      <Where />
    </>,
    path,
  );

describe('/reset-password', () => {
  it('takes the token out of the address bar at once, keeping the history entry', async () => {
    stubApi({ '/api/auth/user': signedOut, 'POST /api/auth/links/about': forSam });
    renderPage();
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.location.pathname).toBe('/reset-password');
    expect(window.history.state).toEqual({ idx: 0, key: 'abc' });
    expect(document.title).toBe("Choose a new password | Members' Portal");
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining('At least 10 characters'));
  });

  it('saves the new password with the token, knows the member at once, says so and opens the dashboard', async () => {
    const api = stubApi({
      '/api/auth/user': signedOut,
      'POST /api/auth/links/about': forSam,
      'POST /api/auth/reset-password': [200, currentUser()],
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('/reset-password signed out');
    // Whose password it is, said in a status before anything is typed.
    await linkChecked();
    await user.type(screen.getByLabelText('New password'), 'a brand new phrase');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/ sam@example.org'));
    expect(getToasts()[0]).toMatchObject({ title: 'Your password has been changed. You are signed in.' });
    const post = api.mock.calls.find(([url]) => url === '/api/auth/reset-password')!;
    expect(JSON.parse(post[1]!.body as string)).toEqual({ token: TOKEN, password: 'a brand new phrase', switchAccount: false });
    // The answer is the member: no second request for them.
    expect(api.mock.calls.filter(([url]) => url === '/api/auth/user')).toHaveLength(1);
  });

  it('checks the password before sending it', async () => {
    const api = stubApi({ '/api/auth/user': signedOut, 'POST /api/auth/links/about': forSam });
    const user = userEvent.setup();
    renderPage();
    await linkChecked();
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await expectErrorSummaryFocused('Password must be at least 10 characters');
    expect(api.mock.calls.map(([url]) => url)).not.toContain('/api/auth/reset-password');
  });

  it('an expired or used link: the form goes, the message takes focus, with a link to ask for a new one', async () => {
    stubApi({ '/api/auth/user': signedOut, 'POST /api/auth/links/about': forSam, 'POST /api/auth/reset-password': [400, linkSpent] });
    const user = userEvent.setup();
    renderPage();
    await linkChecked();
    await user.type(screen.getByLabelText('New password'), 'a brand new phrase');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    const message = await screen.findByText(LINK_SPENT);
    await waitFor(() => expect(message).toHaveFocus());
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'There is a problem' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveFocus();
    expect(screen.getByTestId('where')).toHaveTextContent('/reset-password signed out');
  });

  it('a link that no longer works says so as the page opens, before a password is typed', async () => {
    const api = stubApi({ '/api/auth/user': signedOut, 'POST /api/auth/links/about': [400, linkSpent] });
    renderPage();
    const message = await screen.findByText(LINK_SPENT);
    await waitFor(() => expect(message).toHaveFocus());
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(api.mock.calls.map(([url]) => url)).not.toContain('/api/auth/reset-password');
  });

  it('signed in as someone else: says so first (focus on it), and the button says it signs them out', async () => {
    const api = stubApi({
      '/api/auth/user': [200, currentUser({ email: 'alex@example.org' })],
      'POST /api/auth/links/about': forSam,
      'POST /api/auth/reset-password': [200, currentUser()],
    });
    const user = userEvent.setup();
    renderPage();
    const heading = await screen.findByRole('heading', { level: 2, name: 'You are signed in as alex@example.org' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAccessibleDescription(
      'Saving a new password signs you out of alex@example.org and signs you in to the account of sam@example.org.',
    );
    await user.type(screen.getByLabelText('New password'), 'a brand new phrase');
    await user.click(screen.getByRole('button', { name: 'Sign out and save new password' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/ sam@example.org'));
    const post = api.mock.calls.find(([url]) => url === '/api/auth/reset-password')!;
    expect(JSON.parse(post[1]!.body as string)).toEqual({ token: TOKEN, password: 'a brand new phrase', switchAccount: true });
  });

  it('with no token, says the link is incomplete and offers a new one, with no form', async () => {
    window.history.replaceState(null, '', '/reset-password');
    stubApi({ '/api/auth/user': [401, { message: 'Unauthorized' }] });
    renderPage('/reset-password');
    expect(screen.getByText('This link is not complete. Open it again from your email, or copy the whole address.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
