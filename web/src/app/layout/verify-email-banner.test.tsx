import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/lib/toast';
import { currentUser } from '@/test/auth-factories';
import { renderWithApp, stubApi } from '@/test/render';
import { AppLayout } from './app-layout';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const unconfirmed = currentUser({ emailVerified: false });
const BANNER = 'Confirm your email address.';
const SENT = 'We have sent a new link to sam@example.org. It works for 24 hours.';

const findBanner = () => screen.findByRole('region', { name: BANNER });

describe('The "Confirm your email address" banner', () => {
  it('is a named region between the header and the page, not a live region, with what it means', async () => {
    stubApi({ '/api/auth/user': [200, unconfirmed] });
    renderWithApp(<AppLayout />, '/news');
    const banner = await findBanner();
    expect(banner).not.toHaveAttribute('aria-live');
    expect(banner).toHaveTextContent(
      'Confirm your email address. We sent a link to sam@example.org. Until you confirm, you can read and listen to everything, but you cannot post, comment, send messages or donate.',
    );
    const header = screen.getByRole('banner');
    const main = screen.getByRole('main');
    expect(header.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(banner.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Send the link again' })).toBeInTheDocument();
  });

  // Each waits until the header knows who is there (Sign Out or Sign In), then a moment for a lazy banner.
  const settled = async (control: 'Sign Out' | 'Sign In') => {
    await screen.findByRole(control === 'Sign Out' ? 'button' : 'link', { name: control });
    await new Promise((resolve) => setTimeout(resolve, 100));
  };

  it('is not shown to a member who has confirmed, nor to a visitor', async () => {
    stubApi({ '/api/auth/user': [200, currentUser()] });
    const { unmount } = renderWithApp(<AppLayout />, '/news');
    await settled('Sign Out');
    expect(screen.queryByRole('region', { name: BANNER })).not.toBeInTheDocument();
    unmount();

    stubApi({ '/api/auth/user': [401, { message: 'Unauthorized' }] });
    renderWithApp(<AppLayout />, '/');
    await settled('Sign In');
    expect(screen.queryByRole('region', { name: BANNER })).not.toBeInTheDocument();
  });

  it('is not shown on the page the link opens, which has its own button', async () => {
    stubApi({ '/api/auth/user': [200, unconfirmed] });
    renderWithApp(<AppLayout />, '/verify-email');
    await settled('Sign Out');
    expect(screen.queryByRole('region', { name: BANNER })).not.toBeInTheDocument();
  });

  it('"Send the link again" is busy while it sends, then the worker\'s answer is said politely', async () => {
    let answer: (res: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) =>
        url === '/api/auth/verify-email/resend' && init?.method === 'POST'
          ? new Promise<Response>((resolve) => (answer = resolve))
          : Promise.resolve(
              new Response(JSON.stringify(url === '/api/auth/user' ? unconfirmed : { message: 'Not found' }), {
                status: url === '/api/auth/user' ? 200 : 404,
              }),
            ),
      ),
    );
    const user = userEvent.setup();
    renderWithApp(<AppLayout />, '/news');
    await user.click(within(await findBanner()).getByRole('button', { name: 'Send the link again' }));
    const busy = screen.getByRole('button', { name: 'Sending...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();

    answer(new Response(JSON.stringify({ message: SENT }), { status: 202 }));
    const said = await within(screen.getByRole('region', { name: 'Notifications (F8)' })).findByText(SENT);
    expect(said.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Send the link again' })).toHaveFocus();
  });

  it("says a refusal (too many links this hour) at once, in the worker's words", async () => {
    const limit = 'We have sent you several links in the last hour. Please check your spam folder, or try again later.';
    stubApi({ '/api/auth/user': [200, unconfirmed], 'POST /api/auth/verify-email/resend': [429, { message: limit }] });
    const user = userEvent.setup();
    renderWithApp(<AppLayout />, '/news');
    await user.click(within(await findBanner()).getByRole('button', { name: 'Send the link again' }));
    const alert = await screen.findByText(limit);
    expect(alert.closest('[role="alert"]')).toHaveAttribute('aria-live', 'assertive');
    // Still unconfirmed when read again: the banner stays.
    expect(await findBanner()).toBeInTheDocument();
  });

  it('goes when the address was confirmed elsewhere, and focus goes to the page, not the top of the document', async () => {
    let confirmed = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
        if (url === '/api/auth/user') return json(200, currentUser({ emailVerified: confirmed }));
        if (url === '/api/auth/verify-email/resend' && init?.method === 'POST') {
          confirmed = true;
          return json(400, { message: 'Your email address is already confirmed.' });
        }
        return json(404, { message: 'Not found' });
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<AppLayout />, '/news');
    await user.click(within(await findBanner()).getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('Your email address is already confirmed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: BANNER })).not.toBeInTheDocument());
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
