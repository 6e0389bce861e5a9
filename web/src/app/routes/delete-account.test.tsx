import { POST_CHOICE_MESSAGE } from '@schemas/privacy';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/lib/toast';
import { swrConfig } from '@/lib/swr-config';
import { currentUser, LINK_SPENT, linkSpent } from '@/test/auth-factories';
import { expectErrorSummaryFocused } from '@/test/error-summary';
import { renderWithApp, stubApi } from '@/test/render';
import DeleteAccountRoute from './delete-account';

const TOKEN = 'delete-token-secret';

beforeEach(() => window.history.replaceState({ idx: 0, key: 'abc' }, '', `/delete-account?token=${TOKEN}`));
afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
  window.history.replaceState(null, '', '/');
});

const renderPage = (path = `/delete-account?token=${TOKEN}`) => renderWithApp(<DeleteAccountRoute />, path);
/**
 * With a landing page to go to: after a deletion the page leaves, and only then forgets the
 * member (useAccountDeleted), so the test ends with the app's cache still there.
 */
function renderLeaving() {
  const router = createMemoryRouter(
    [
      { path: '/delete-account', element: <DeleteAccountRoute /> },
      { path: '/', element: <p>Landing page</p> },
    ],
    { initialEntries: [`/delete-account?token=${TOKEN}`] },
  );
  return render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
}
const CONFIRM = '/api/account/delete/confirm';
const deletions = (spy: ReturnType<typeof stubApi>) => spy.mock.calls.filter(([url]) => url === CONFIRM);
const bodyOf = (spy: ReturnType<typeof stubApi>) =>
  JSON.parse(String((deletions(spy)[0] as unknown as [string, RequestInit])[1].body)) as Record<string, unknown>;
const signedOut: [number, unknown] = [401, { message: 'Unauthorized' }];
const forSam: [number, unknown] = [200, { email: 'sam@example.org', newEmail: null, confirmed: true }];

describe('/delete-account (the mailed link)', () => {
  it('asks for the choice before anything is sent, then sends it with the link’s token', async () => {
    const spy = stubApi({
      '/api/auth/user': signedOut,
      'POST /api/auth/links/about': forSam,
      'POST /api/account/delete/confirm': [200, { message: 'Your account has been deleted.' }],
    });
    const user = userEvent.setup();
    renderLeaving();
    expect(screen.getByRole('heading', { level: 1, name: 'Delete your account' })).toBeInTheDocument();
    expect(screen.getByText('This cannot be undone.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await expectErrorSummaryFocused(POST_CHOICE_MESSAGE);
    expect(deletions(spy)).toEqual([]);
    await user.click(screen.getByRole('radio', { name: /^Keep them/ }));
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await vi.waitFor(() => expect(deletions(spy)).toHaveLength(1));
    expect(bodyOf(spy)).toEqual({ token: TOKEN, posts: 'keep' });
    expect(await screen.findByText('Landing page')).toBeInTheDocument();
    await waitFor(() => expect(getToasts()).toMatchObject([{ title: 'Account deleted', description: 'Your account has been deleted.' }]));
  });

  it('a link already used: the worker’s words replace the form and take focus', async () => {
    stubApi({ '/api/auth/user': signedOut, 'POST /api/auth/links/about': forSam, 'POST /api/account/delete/confirm': [400, linkSpent] });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('radio', { name: 'Delete them' }));
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const message = await screen.findByText(LINK_SPENT);
    expect(message).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
  });

  it('says which account the link deletes before anything is pressed; a spent link says so at once', async () => {
    stubApi({ '/api/auth/user': signedOut, 'POST /api/auth/links/about': forSam });
    const { unmount } = renderPage();
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('This link deletes the account of sam@example.org.'));
    unmount();
    stubApi({ '/api/auth/user': signedOut, 'POST /api/auth/links/about': [400, linkSpent] });
    renderPage();
    const message = await screen.findByText(LINK_SPENT);
    await waitFor(() => expect(message).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
  });

  it('signed in as someone else: says their own account is not the one, with focus on it', async () => {
    stubApi({ '/api/auth/user': [200, currentUser({ email: 'alex@example.org' })], 'POST /api/auth/links/about': forSam });
    renderPage();
    const heading = await screen.findByRole('heading', { level: 2, name: 'You are signed in as alex@example.org' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAccessibleDescription(
      'This link is for another account, the one that uses sam@example.org. Your own account is not deleted, and you stay signed in.',
    );
  });

  it('without a token: says the link is not complete', () => {
    stubApi({});
    renderPage('/delete-account');
    expect(screen.getByText(/This link is not complete/)).toBeInTheDocument();
  });
});
