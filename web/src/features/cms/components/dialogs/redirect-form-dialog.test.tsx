import { OFF_SITE_ADMINS_ONLY } from '@schemas/cms-redirects';
import type { CmsRedirect } from '../../api/use-cms';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/lib/toast';
import { expectErrorSummaryFocused } from '@/test/error-summary';
import { renderWithApp, stubApi } from '@/test/render';
import RedirectFormDialog from './redirect-form-dialog';

// Issue 52: the form says what the worker will refuse, in the worker's words, before sending:
// an address the site answers (a mailed link's page) cannot be redirected, and only an
// administrator can send visitors to another site.

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const writes = (api: ReturnType<typeof stubApi>) =>
  (api.mock.calls as unknown as [string, RequestInit | undefined][]).filter(([, init]) => (init?.method ?? 'GET') !== 'GET');

async function fill(from: string, to: string) {
  await userEvent.type(screen.getByLabelText(/From URL/), from);
  await userEvent.type(screen.getByLabelText(/To URL/), to);
  await userEvent.click(screen.getByRole('button', { name: 'Create Redirect' }));
}

describe('RedirectFormDialog', () => {
  it("tells an editor before they try that another site is an administrator's, and refuses one without sending it", async () => {
    const api = stubApi({});
    renderWithApp(<RedirectFormDialog offSiteAllowed={false} onClose={vi.fn()} />);
    const to = screen.getByLabelText(/To URL/);
    expect(to).toHaveAccessibleDescription(expect.stringContaining('Only an administrator can send visitors to another site.'));
    await fill('/old-appeal', 'https://example.org/give');
    await expectErrorSummaryFocused(OFF_SITE_ADMINS_ONLY);
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription(expect.stringContaining(OFF_SITE_ADMINS_ONLY));
    expect(writes(api)).toEqual([]);
  });

  it("refuses a from URL the site answers (the reset-password link's page) with the worker's message", async () => {
    const api = stubApi({});
    renderWithApp(<RedirectFormDialog offSiteAllowed onClose={vi.fn()} />);
    await fill('/Reset-Password/', 'https://example.org/collect');
    const message = 'From URL cannot be /Reset-Password: the site already answers that address';
    await expectErrorSummaryFocused(message);
    expect(screen.getByLabelText(/From URL/)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(writes(api)).toEqual([]);
  });

  it('lets an administrator send visitors to another site, and says their query string stays here', async () => {
    const saved: CmsRedirect = { id: 9, fromUrl: '/old-appeal', toUrl: 'https://example.org/give', statusCode: 301, hitCount: 0 };
    const api = stubApi({ 'POST /api/cms/redirects': [201, saved] });
    const onClose = vi.fn();
    renderWithApp(<RedirectFormDialog offSiteAllowed onClose={onClose} />);
    expect(screen.getByLabelText(/To URL/)).toHaveAccessibleDescription(
      expect.stringContaining("Another site never receives the visitor's query string."),
    );
    await fill('/old-appeal', 'https://example.org/give');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(api).map(([url]) => url)).toEqual(['/api/cms/redirects']);
  });

  it("tells an editor opening an administrator's off-site redirect that only an administrator can change it", async () => {
    stubApi({});
    const away: CmsRedirect = { id: 3, fromUrl: '/appeal', toUrl: 'https://example.org/give', statusCode: 302, hitCount: 5 };
    renderWithApp(<RedirectFormDialog redirect={away} offSiteAllowed={false} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Edit Redirect' })).toHaveAccessibleDescription(
      expect.stringContaining('only an administrator can change it'),
    );
  });
});
