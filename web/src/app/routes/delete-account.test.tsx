import { POST_CHOICE_MESSAGE } from '@schemas/privacy';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/lib/toast';
import { LINK_SPENT, linkSpent } from '@/test/auth-factories';
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
const bodyOf = (spy: ReturnType<typeof stubApi>) =>
  JSON.parse(String((spy.mock.calls[0] as unknown as [string, RequestInit])[1].body)) as Record<string, unknown>;

describe('/delete-account (the mailed link)', () => {
  it('asks for the choice before anything is sent, then sends it with the link’s token', async () => {
    const spy = stubApi({ 'POST /api/account/delete/confirm': [200, { message: 'Your account has been deleted.' }] });
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Delete your account' })).toBeInTheDocument();
    expect(screen.getByText('This cannot be undone.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await expectErrorSummaryFocused(POST_CHOICE_MESSAGE);
    expect(spy).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: /^Keep them/ }));
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await vi.waitFor(() => expect(spy).toHaveBeenCalled());
    expect(bodyOf(spy)).toEqual({ token: TOKEN, posts: 'keep' });
  });

  it('a link already used: the worker’s words replace the form and take focus', async () => {
    stubApi({ 'POST /api/account/delete/confirm': [400, linkSpent] });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('radio', { name: 'Delete them' }));
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const message = await screen.findByText(LINK_SPENT);
    expect(message).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
  });

  it('without a token: says the link is not complete', () => {
    stubApi({});
    renderPage('/delete-account');
    expect(screen.getByText(/This link is not complete/)).toBeInTheDocument();
  });
});
