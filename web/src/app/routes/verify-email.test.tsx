import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/lib/toast';
import { useCurrentUser } from '@/features/auth/api/use-current-user';
import { currentUser, LINK_SPENT, linkSpent } from '@/test/auth-factories';
import { renderWithApp, stubApi } from '@/test/render';
import VerifyEmailRoute from './verify-email';

const TOKEN = 'verify-token-secret';
const signedOut: [number, unknown] = [401, { message: 'Unauthorized' }];
/** The worker's answer to "whose account is this link for?" (nothing spent). */
const forSam: [number, unknown] = [200, { email: 'sam@example.org', newEmail: null, confirmed: false }];

beforeEach(() => window.history.replaceState(null, '', `/verify-email?token=${TOKEN}`));
afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
  window.history.replaceState(null, '', '/');
});

function Where() {
  const { user } = useCurrentUser();
  return (
    <p data-testid="where">
      {useLocation().pathname} {user ? `${user.email} ${user.emailVerified ? 'confirmed' : 'unconfirmed'}` : 'signed out'}
    </p>
  );
}

/** The page has learnt whose account the link is for: its button does something now. */
const linkChecked = () => screen.findByText(/This link confirms/);

const renderPage = (path = `/verify-email?token=${TOKEN}`) =>
  renderWithApp(
    <>
      <VerifyEmailRoute />
      <Where />
    </>,
    path,
  );

describe('/verify-email', () => {
  it('asks for one press of one button, and spends nothing on opening (mail scanners open links)', async () => {
    const api = stubApi({ '/api/auth/user': signedOut, 'POST /api/auth/links/about': forSam });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeInTheDocument();
    expect(document.title).toBe("Confirm your email address | Members' Portal");
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Confirm my email address' })).toBeInTheDocument();
    await screen.findByText('/verify-email signed out');
    await waitFor(() => expect(window.location.search).toBe(''));
    // Opening only asks whose account the link is for, which spends nothing.
    expect(api.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`).sort()).toEqual([
      'GET /api/auth/user',
      'POST /api/auth/links/about',
    ]);
  });

  it('says which address it confirms, in a status, before anything is pressed', async () => {
    stubApi({ '/api/auth/user': signedOut, 'POST /api/auth/links/about': forSam });
    renderPage();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Checking your link…');
    await waitFor(() =>
      expect(status).toHaveTextContent(
        'This link confirms sam@example.org as the address of an account here. Press the button to confirm it is yours. You will then be signed in.',
      ),
    );
    expect(screen.getByText(/Did not make this account\? Do not confirm/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('signed in as someone else: says so first (focus on it), and switches only when the member presses the button that says it', async () => {
    const api = stubApi({
      '/api/auth/user': [200, currentUser({ email: 'alex@example.org' })],
      'POST /api/auth/links/about': forSam,
      'POST /api/auth/verify-email': [200, currentUser()],
    });
    const user = userEvent.setup();
    renderPage();
    const heading = await screen.findByRole('heading', { level: 2, name: 'You are signed in as alex@example.org' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAccessibleDescription(
      'Confirming this address signs you out of alex@example.org and signs you in to the account of sam@example.org.',
    );
    expect(screen.queryByRole('button', { name: 'Confirm my email address' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out and confirm' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/ sam@example.org confirmed'));
    const post = api.mock.calls.find(([url]) => url === '/api/auth/verify-email')!;
    expect(JSON.parse(post[1]!.body as string)).toEqual({ token: TOKEN, switchAccount: true });
  });

  it('a link that no longer works says so at once, with focus on the message', async () => {
    stubApi({ '/api/auth/user': signedOut, 'POST /api/auth/links/about': [400, linkSpent] });
    renderPage();
    const message = await screen.findByText(LINK_SPENT);
    await waitFor(() => expect(message).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Confirm my email address' })).not.toBeInTheDocument();
  });

  it('confirms: the member is known at once, welcomed, and taken to the dashboard', async () => {
    const api = stubApi({
      '/api/auth/user': signedOut,
      'POST /api/auth/links/about': forSam,
      'POST /api/auth/verify-email': [200, currentUser()],
    });
    const user = userEvent.setup();
    renderPage();
    await linkChecked();
    await user.click(screen.getByRole('button', { name: 'Confirm my email address' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/ sam@example.org confirmed'));
    expect(getToasts()[0]).toMatchObject({ title: 'Your email address is confirmed. Welcome!' });
    const post = api.mock.calls.find(([url]) => url === '/api/auth/verify-email')!;
    expect(JSON.parse(post[1]!.body as string)).toEqual({ token: TOKEN, switchAccount: false });
  });

  it('an expired link, signed in: the message takes focus, and "Send the link again" sends one', async () => {
    const sent = 'We have sent a new link to sam@example.org. It works for 24 hours.';
    const api = stubApi({
      '/api/auth/user': [200, currentUser({ emailVerified: false })],
      'POST /api/auth/links/about': forSam,
      'POST /api/auth/verify-email': [400, linkSpent],
      'POST /api/auth/verify-email/resend': [202, { message: sent }],
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('/verify-email sam@example.org unconfirmed');
    await linkChecked();
    await user.click(screen.getByRole('button', { name: 'Confirm my email address' }));

    const message = await screen.findByText(LINK_SPENT);
    await waitFor(() => expect(message).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Confirm my email address' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: sent }));
    expect(api.mock.calls.map(([url]) => url)).toContain('/api/auth/verify-email/resend');
  });

  it('an expired link, signed out: the message, and a link to sign in first', async () => {
    stubApi({ '/api/auth/user': signedOut, 'POST /api/auth/links/about': forSam, 'POST /api/auth/verify-email': [400, linkSpent] });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('/verify-email signed out');
    await linkChecked();
    await user.click(screen.getByRole('button', { name: 'Confirm my email address' }));
    await waitFor(() => expect(screen.getByText(LINK_SPENT)).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();
  });

  it('with no token, says the link is incomplete and offers the way on', async () => {
    window.history.replaceState(null, '', '/verify-email');
    stubApi({ '/api/auth/user': [200, currentUser({ emailVerified: false })] });
    renderPage('/verify-email');
    expect(screen.getByText('This link is not complete. Open it again from your email, or copy the whole address.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Send the link again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm my email address' })).not.toBeInTheDocument();
  });
});
