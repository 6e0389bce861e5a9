import type { CmsRedirect } from '@schemas/cms-redirects';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/lib/toast';
import { renderWithApp, stubApi } from '@/test/render';
import RedirectFormDialog from './dialogs/redirect-form-dialog';

// useCmsSave picks the schema, the call and the words from whether a record is being edited;
// the redirect dialog stands for the eight dialogs that save through it.

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const redirect: CmsRedirect = { id: 4, fromUrl: '/old', toUrl: '/new', statusCode: 301, hitCount: 0 };
const calls = (api: ReturnType<typeof stubApi>) =>
  (api.mock.calls as unknown as [string, RequestInit | undefined][]).map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);

describe('useCmsSave', () => {
  it('creates a new record with the full schema: POST, then "Redirect created successfully" and the dialog closes', async () => {
    const api = stubApi({ 'POST /api/cms/redirects': [201, { ...redirect, fromUrl: '/a' }] });
    const onClose = vi.fn();
    renderWithApp(<RedirectFormDialog offSiteAllowed={false} onClose={onClose} />);
    await userEvent.type(screen.getByLabelText(/From URL/), '/a');
    await userEvent.type(screen.getByLabelText(/To URL/), '/b');
    await userEvent.click(screen.getByRole('button', { name: 'Create Redirect' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls(api)).toContain('POST /api/cms/redirects');
    expect(getToasts()[0]?.title).toBe('Redirect created successfully');
  });

  it("refuses an empty new record before any call, with the create schema's messages on the fields", async () => {
    const api = stubApi({});
    renderWithApp(<RedirectFormDialog offSiteAllowed={false} onClose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create Redirect' }));
    await waitFor(() => expect(screen.getByLabelText(/From URL/)).toHaveAttribute('aria-invalid', 'true'));
    expect(calls(api).filter((c) => !c.startsWith('GET'))).toEqual([]);
  });

  it('updates an edited record: PATCH on its id, then "Redirect updated successfully"', async () => {
    const api = stubApi({ 'PATCH /api/cms/redirects/4': [200, { ...redirect, toUrl: '/newer' }] });
    const onClose = vi.fn();
    renderWithApp(<RedirectFormDialog redirect={redirect} offSiteAllowed={false} onClose={onClose} />);
    const to = screen.getByLabelText(/To URL/);
    await userEvent.clear(to);
    await userEvent.type(to, '/newer');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls(api)).toContain('PATCH /api/cms/redirects/4');
    expect(getToasts()[0]?.title).toBe('Redirect updated successfully');
  });

  it('says "Failed to update redirect" and stays open when the worker cannot be reached', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const onClose = vi.fn();
    renderWithApp(<RedirectFormDialog redirect={redirect} offSiteAllowed={false} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(getToasts()[0]).toBeDefined());
    expect(getToasts()[0]).toMatchObject({ title: 'Error', description: 'Failed to update redirect' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
