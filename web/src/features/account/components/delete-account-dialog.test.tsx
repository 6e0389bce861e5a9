import { ENTER_PASSWORD_MESSAGE, POST_CHOICE_MESSAGE } from '@schemas/privacy';
import { screen, waitFor, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/lib/toast';
import { expectErrorSummaryFocused } from '@/test/error-summary';
import { swrConfig } from '@/lib/swr-config';
import { stubApi } from '@/test/render';
import { heard, listen } from '@/test/screen-reader';
import DeleteAccountDialog from './delete-account-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const WRONG = 'That password is not right. Check it and try again.';
const DELETED = 'Your account has been deleted. Thank you for being part of Equal Ground.';

/** The dialog on its screen, and the landing page it leaves for. */
function open() {
  const onClose = vi.fn();
  const user = userEvent.setup();
  const router = createMemoryRouter(
    [
      { path: '/account/privacy', element: <DeleteAccountDialog onClose={onClose} /> },
      { path: '/', element: <p data-testid="where">Landing page</p> },
    ],
    { initialEntries: ['/account/privacy'] },
  );
  render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return { user, onClose, router };
}

const bodyOf = (spy: ReturnType<typeof stubApi>) =>
  JSON.parse(String((spy.mock.calls[0] as unknown as [string, RequestInit])[1].body)) as Record<string, unknown>;

describe('DeleteAccountDialog', () => {
  it('warns that it cannot be undone and offers the choice with nothing chosen', () => {
    stubApi({});
    open();
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('This cannot be undone.'));
    expect(screen.getByRole('group', { name: 'What happens to your posts and comments?' })).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['keep', 'delete']);
    for (const radio of radios) expect(radio).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Keep them, shown as written by "Former member"' })).toHaveAccessibleDescription(
      expect.stringContaining('Nothing in them links to you'),
    );
    expect(screen.getByRole('button', { name: 'Delete my account' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Email me a link to confirm' })).toBeInTheDocument();
  });

  it('sent empty: the summary names both problems, with the worker’s words, and nothing is sent', async () => {
    const spy = stubApi({});
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await expectErrorSummaryFocused(POST_CHOICE_MESSAGE, ENTER_PASSWORD_MESSAGE);
    expect(screen.getByLabelText('Your password')).toHaveAccessibleDescription(expect.stringContaining(ENTER_PASSWORD_MESSAGE));
    expect(spy).not.toHaveBeenCalled();
  });

  it("sent empty: the summary is heard in the form's order, the posts choice first, then the password", async () => {
    stubApi({});
    const { user } = open();
    await listen();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await expectErrorSummaryFocused(POST_CHOICE_MESSAGE, ENTER_PASSWORD_MESSAGE);
    const said = (await heard()).join(' | ');
    const [posts, password] = [said.indexOf(POST_CHOICE_MESSAGE), said.indexOf(ENTER_PASSWORD_MESSAGE)];
    expect(posts).toBeGreaterThan(-1);
    expect(password).toBeGreaterThan(posts);
    const summary = document.querySelector('[data-error-summary]')!;
    expect([...summary.querySelectorAll('a')].map((a) => a.textContent)).toEqual([POST_CHOICE_MESSAGE, ENTER_PASSWORD_MESSAGE]);
  }, 30_000);

  it('a wrong password: the worker’s message on the field and in the summary; the dialog stays', async () => {
    stubApi({ 'POST /api/account/delete': [400, { message: WRONG, errors: { password: [WRONG] } }] });
    const { user, onClose } = open();
    await user.click(screen.getByRole('radio', { name: /^Keep them/ }));
    await user.type(screen.getByLabelText('Your password'), 'not it at all');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await expectErrorSummaryFocused(WRONG);
    expect(screen.getByLabelText('Your password')).toHaveAccessibleDescription(expect.stringContaining(WRONG));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('deletes with the choice and the password, then lands on the landing page with a polite confirmation', async () => {
    const spy = stubApi({ 'POST /api/account/delete': [200, { message: DELETED }] });
    const { user, router } = open();
    await user.click(screen.getByRole('radio', { name: 'Delete them' }));
    await user.type(screen.getByLabelText('Your password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await screen.findByTestId('where');
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(getToasts()).toHaveLength(1));
    expect(bodyOf(spy)).toEqual({ password: 'correct horse battery', posts: 'delete' });
    expect(getToasts()[0]).toMatchObject({ title: 'Account deleted', description: DELETED });
  });

  it('"Email me a link to confirm" asks the worker for a link, says where it went and closes', async () => {
    const message =
      'We have sent a link to sam@example.test. Open it within 1 hour to delete your account. Nothing is deleted until you do.';
    const spy = stubApi({ 'POST /api/account/delete/link': [202, { message }] });
    const { user, onClose } = open();
    await user.click(screen.getByRole('button', { name: 'Email me a link to confirm' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(spy.mock.calls[0]![0]).toBe('/api/account/delete/link');
    expect(getToasts()[0]).toMatchObject({ title: 'Check your email', description: message });
  });
});
