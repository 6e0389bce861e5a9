import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/lib/toast';
import { useCurrentUser } from '@/features/auth/api/use-current-user';
import { currentUser, LINK_SPENT, linkSpent } from '@/test/auth-factories';
import { renderWithApp, stubApi } from '@/test/render';
import SignInLinkRoute from './sign-in-link';

const TOKEN = 'sign-in-token-secret';
const signedOut: [number, unknown] = [401, { message: 'Unauthorized' }];
const CONFIRM =
  'This link signs in to the account of sam@example.org. It was asked for in another browser or on another device. Continue only if you asked for it yourself.';

beforeEach(() => window.history.replaceState(null, '', `/sign-in-link?token=${TOKEN}`));
afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
  window.history.replaceState(null, '', '/');
});

function Where() {
  const { user } = useCurrentUser();
  return (
    <p data-testid="where">
      {useLocation().pathname} {user ? user.email : 'signed out'}
    </p>
  );
}

const renderPage = (path = `/sign-in-link?token=${TOKEN}`) =>
  renderWithApp(
    <>
      <SignInLinkRoute />
      <Where />
    </>,
    path,
  );

const posts = (api: ReturnType<typeof stubApi>) =>
  api.mock.calls.filter(([url]) => url === '/api/auth/sign-in-link/use').map(([, init]) => JSON.parse(init!.body as string) as unknown);

describe('/sign-in-link', () => {
  it('asks for one press of one button, sends nothing on opening, and takes the token out of the address bar', async () => {
    const api = stubApi({ '/api/auth/user': signedOut });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in with your link' })).toBeInTheDocument();
    expect(document.title).toBe("Sign in with your link | Members' Portal");
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await screen.findByText('/sign-in-link signed out');
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(api.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`)).toEqual(['GET /api/auth/user']);
  });

  it('in the browser that asked: signs in, knows the member at once, says so and opens the dashboard', async () => {
    const api = stubApi({
      '/api/auth/user': signedOut,
      'POST /api/auth/sign-in-link/use': [200, { status: 'signed-in', user: currentUser() }],
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('/sign-in-link signed out');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/ sam@example.org'));
    expect(getToasts()[0]).toMatchObject({ title: 'You are signed in.' });
    expect(posts(api)).toEqual([{ token: TOKEN }]);
    expect(api.mock.calls.filter(([url]) => url === '/api/auth/user')).toHaveLength(1);
  });

  it('in another browser: says whose account it opens, focused, and signs in only when confirmed', async () => {
    let answer: [number, unknown] = [200, { status: 'confirm', email: 'sam@example.org', signedInAs: null }];
    const api = vi.fn(async (url: string, _init?: RequestInit) => {
      const [status, body] = url === '/api/auth/user' ? signedOut : answer;
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', api);
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('/sign-in-link signed out');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const question = await screen.findByRole('heading', { level: 2, name: 'Is this your account?' });
    await waitFor(() => expect(question).toHaveFocus());
    expect(question).toHaveAccessibleDescription(CONFIRM);
    expect(screen.getByTestId('where')).toHaveTextContent('/sign-in-link signed out');
    expect(screen.getAllByRole('button')).toHaveLength(1);

    answer = [200, { status: 'signed-in', user: currentUser() }];
    await user.click(screen.getByRole('button', { name: 'Sign in as sam@example.org' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/ sam@example.org'));
    expect(getToasts()[0]).toMatchObject({ title: 'You are signed in.' });
    const bodies = api.mock.calls
      .filter(([url]) => url === '/api/auth/sign-in-link/use')
      .map(([, init]) => JSON.parse(init!.body as string));
    expect(bodies).toEqual([{ token: TOKEN }, { token: TOKEN, confirm: true }]);
  });

  it('signed in as someone else: names both accounts, says signing in signs them out, and waits for the member', async () => {
    let answer: [number, unknown] = [200, { status: 'confirm', email: 'sam@example.org', signedInAs: 'alex@example.org' }];
    let me: [number, unknown] = [200, currentUser({ email: 'alex@example.org' })];
    const api = vi.fn(async (url: string, _init?: RequestInit) => {
      const [status, body] = url === '/api/auth/user' ? me : answer;
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', api);
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('/sign-in-link alex@example.org');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const question = await screen.findByRole('heading', { level: 2, name: 'Is this your account?' });
    await waitFor(() => expect(question).toHaveFocus());
    expect(question).toHaveAccessibleDescription(
      'This link signs in to the account of sam@example.org. You are signed in as alex@example.org: signing in with this link signs you out of it. Continue only if you asked for it yourself.',
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/sign-in-link alex@example.org');
    answer = [200, { status: 'signed-in', user: currentUser() }];
    me = [200, currentUser()];
    await user.click(screen.getByRole('button', { name: 'Sign in as sam@example.org' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/ sam@example.org'));
    expect(posts(api as unknown as ReturnType<typeof stubApi>)).toEqual([{ token: TOKEN }, { token: TOKEN, confirm: true }]);
  });

  it('an expired or used link: the message takes focus, with a link to ask for a new sign-in link', async () => {
    stubApi({ '/api/auth/user': signedOut, 'POST /api/auth/sign-in-link/use': [400, linkSpent] });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const message = await screen.findByText(LINK_SPENT);
    await waitFor(() => expect(message).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Ask for a new sign-in link' });
    expect(link).toHaveAttribute('href', '/login?link=1');
    await user.tab();
    expect(link).toHaveFocus();
    expect(screen.getByTestId('where')).toHaveTextContent('/sign-in-link signed out');
  });

  it('with no token, says the link is incomplete and offers a new one, with no button', () => {
    window.history.replaceState(null, '', '/sign-in-link');
    stubApi({ '/api/auth/user': signedOut });
    renderPage('/sign-in-link');
    expect(screen.getByText('This link is not complete. Open it again from your email, or copy the whole address.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new sign-in link' })).toHaveAttribute('href', '/login?link=1');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
