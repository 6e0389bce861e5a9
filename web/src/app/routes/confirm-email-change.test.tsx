import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCurrentUser } from '@/features/auth/api/use-current-user';
import { currentUser, LINK_SPENT, linkSpent } from '@/test/auth-factories';
import { renderWithApp, stubApi } from '@/test/render';
import ConfirmEmailChangeRoute from './confirm-email-change';

const TOKEN = 'email-change-token-secret';
const signedOut: [number, unknown] = [401, { message: 'Unauthorized' }];
const CHANGED = 'Your account now uses sam.new@example.org.';
const TAKEN = 'That address now has an account of its own, so your address was not changed.';
/** The worker's answer to "whose account is this link for?" (nothing spent). */
const ABOUT = { email: 'sam@example.org', newEmail: 'sam.new@example.org', confirmed: true };
const forSam: [number, unknown] = [200, ABOUT];
/** The page has learnt which account moves where: its button does something now. */
async function linkChecked() {
  const status = screen.getByRole('status');
  await waitFor(() =>
    expect(status).toHaveTextContent(
      'This link makes sam.new@example.org the email address of the account that now uses sam@example.org. Press the button to make the change.',
    ),
  );
}

beforeEach(() => window.history.replaceState(null, '', `/confirm-email-change?token=${TOKEN}`));
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function Who() {
  const { user } = useCurrentUser();
  return <p data-testid="who">{user ? user.email : 'signed out'}</p>;
}

const renderPage = (path = `/confirm-email-change?token=${TOKEN}`) =>
  renderWithApp(
    <>
      <ConfirmEmailChangeRoute />
      <Who />
    </>,
    path,
  );

describe('/confirm-email-change', () => {
  it('asks for one press, spends nothing on opening, and takes the token out of the address bar', async () => {
    const api = stubApi({ '/api/auth/user': signedOut, 'POST /api/auth/links/about': forSam });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Use your new email address' })).toBeInTheDocument();
    expect(document.title).toBe("Use your new email address | Members' Portal");
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await screen.findByText('signed out');
    await waitFor(() => expect(window.location.search).toBe(''));
    await linkChecked();
    // Opening only asks which account the link moves, which spends nothing.
    expect(api.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`).sort()).toEqual([
      'GET /api/auth/user',
      'POST /api/auth/links/about',
    ]);
  });

  it('signed in as someone else: says their own account does not change, with focus on it', async () => {
    stubApi({ '/api/auth/user': [200, currentUser({ email: 'alex@example.org' })], 'POST /api/auth/links/about': forSam });
    renderPage();
    const heading = await screen.findByRole('heading', { level: 2, name: 'You are signed in as alex@example.org' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAccessibleDescription(
      'This link is for another account, the one that now uses sam@example.org. Your own account does not change, and you stay signed in.',
    );
    await linkChecked();
  });

  it('signed in: moves the account, says so with focus, and the member is read again with the new address', async () => {
    let me = currentUser();
    const api = vi.fn(async (url: string, init?: RequestInit) => {
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url === '/api/auth/user') return json(200, me);
      if (url === '/api/auth/links/about') return json(200, ABOUT);
      if (url === '/api/auth/email/confirm' && init?.method === 'POST') {
        me = currentUser({ email: 'sam.new@example.org' });
        return json(200, { message: CHANGED, email: me.email });
      }
      return json(404, { message: 'Not found' });
    });
    vi.stubGlobal('fetch', api);
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('sam@example.org'));
    await linkChecked();
    await user.click(screen.getByRole('button', { name: 'Use this email address' }));

    const heading = await screen.findByRole('heading', { level: 2, name: 'Email address changed' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAccessibleDescription(CHANGED);
    expect(screen.getByTestId('who')).toHaveTextContent('sam.new@example.org');
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('button', { name: 'Use this email address' })).not.toBeInTheDocument();
    const post = api.mock.calls.find(([url]) => url === '/api/auth/email/confirm')!;
    expect(JSON.parse(post[1]!.body as string)).toEqual({ token: TOKEN });
  });

  it('signed out: says so with focus and offers to sign in', async () => {
    stubApi({
      '/api/auth/user': signedOut,
      'POST /api/auth/links/about': forSam,
      'POST /api/auth/email/confirm': [200, { message: CHANGED, email: 'sam.new@example.org' }],
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('signed out');
    await linkChecked();
    await user.click(screen.getByRole('button', { name: 'Use this email address' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Email address changed' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAccessibleDescription(CHANGED);
    expect(screen.getByRole('link', { name: 'Sign in with your new address' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['expired or used', linkSpent, LINK_SPENT],
    ['taken meanwhile', { message: TAKEN, errors: { token: [TAKEN] } }, TAKEN],
  ])('a link the worker refuses (%s): its message takes focus, with the way to the account', async (_, body, words) => {
    stubApi({ '/api/auth/user': signedOut, 'POST /api/auth/links/about': forSam, 'POST /api/auth/email/confirm': [400, body] });
    const user = userEvent.setup();
    renderPage();
    await linkChecked();
    await user.click(screen.getByRole('button', { name: 'Use this email address' }));
    const message = await screen.findByText(words);
    await waitFor(() => expect(message).toHaveFocus());
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
  });

  it('a link that no longer works says so as the page opens', async () => {
    stubApi({ '/api/auth/user': signedOut, 'POST /api/auth/links/about': [400, linkSpent] });
    renderPage();
    const message = await screen.findByText(LINK_SPENT);
    await waitFor(() => expect(message).toHaveFocus());
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('with no token, says the link is incomplete, with no button', () => {
    window.history.replaceState(null, '', '/confirm-email-change');
    stubApi({ '/api/auth/user': signedOut });
    renderPage('/confirm-email-change');
    expect(screen.getByText('This link is not complete. Open it again from your email, or copy the whole address.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
