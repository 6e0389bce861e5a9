import type { CmsAnalyticsSummary } from '@schemas/cms-analytics';
import type { CmsMedia } from '@schemas/cms-media';
import type { CmsPage } from '@schemas/cms-pages';
import type { CmsTemplate } from '@schemas/cms-templates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/lib/toast';
import { renderWithApp, stubApi } from '@/test/render';
import { SummaryCards } from './summary-cards';
import PagesTab from './tabs/pages-tab';
import TemplatesTab from './tabs/templates-tab';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const page: CmsPage = {
  id: 3,
  title: 'About Us',
  slug: 'about-us',
  body: '# About',
  status: 'published',
  publishAt: null,
  viewCount: 534,
  createdAt: '2025-10-17T00:00:00.000Z',
  updatedAt: '2025-10-17T00:00:00.000Z',
};
const template: CmsTemplate = {
  id: 2,
  name: 'Policy page',
  category: 'Legal',
  body: '# Policy',
  usageCount: 4,
  createdAt: '2025-10-01T00:00:00.000Z',
};
const summary: CmsAnalyticsSummary = {
  totalPages: 9,
  publishedPages: 6,
  totalViews: 1356,
  viewsThisWeek: 705,
  totalSubmissions: 16,
  newSubmissions: 8,
};
const noop = () => {};
const lastToast = () => getToasts()[0];
/** Whether any call so far was a DELETE (stubApi's spy records (url, init)). */
const deleted = (api: ReturnType<typeof stubApi>) =>
  (api.mock.calls as unknown as [string, RequestInit | undefined][]).some(([, init]) => init?.method === 'DELETE');

describe('CMS deletes: confirmed first, then a toast either way', () => {
  it('asks first, then says "Page deleted successfully"', async () => {
    const api = stubApi({
      '/api/cms/pages': [200, [page]],
      'DELETE /api/cms/pages/3': [200, { ok: true }],
      '/api/cms/analytics/summary': [200, summary],
    });
    const user = userEvent.setup();
    renderWithApp(<PagesTab creating={false} onCreate={noop} onCreateDone={noop} />);
    await user.click(await screen.findByRole('button', { name: 'Delete About Us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete page?' });
    expect(deleted(api)).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete page' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Page deleted successfully'));
    expect(api).toHaveBeenCalledWith('/api/cms/pages/3', expect.objectContaining({ method: 'DELETE' }));
  });

  it('says "Failed to delete page" when the worker refuses', async () => {
    stubApi({ '/api/cms/pages': [200, [page]], 'DELETE /api/cms/pages/3': [503, { message: 'The service is briefly unavailable.' }] });
    const user = userEvent.setup();
    renderWithApp(<PagesTab creating={false} onCreate={noop} onCreateDone={noop} />);
    await user.click(await screen.findByRole('button', { name: 'Delete About Us' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete page' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Failed to delete page', variant: 'destructive' }));
  });

  it('cancelling deletes nothing', async () => {
    const api = stubApi({ '/api/cms/pages': [200, [page]] });
    const user = userEvent.setup();
    renderWithApp(<PagesTab creating={false} onCreate={noop} onCreateDone={noop} />);
    await user.click(await screen.findByRole('button', { name: 'Delete About Us' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted(api)).toBe(false);
  });
});

describe('template duplicate', () => {
  it('says "Template duplicated successfully"', async () => {
    stubApi({
      '/api/cms/templates': [200, [template]],
      'POST /api/cms/templates/2/duplicate': [201, { ...template, id: 7, name: 'Policy page (copy)', usageCount: 0 }],
    });
    const user = userEvent.setup();
    renderWithApp(<TemplatesTab creating={false} onCreate={noop} onCreateDone={noop} />);
    await user.click(await screen.findByRole('button', { name: 'Duplicate Policy page' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Template duplicated successfully'));
  });

  it('says "Failed to duplicate template" on failure', async () => {
    stubApi({ '/api/cms/templates': [200, [template]], 'POST /api/cms/templates/2/duplicate': [500, { message: 'x' }] });
    const user = userEvent.setup();
    renderWithApp(<TemplatesTab creating={false} onCreate={noop} onCreateDone={noop} />);
    await user.click(await screen.findByRole('button', { name: 'Duplicate Policy page' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Failed to duplicate template', variant: 'destructive' }));
  });
});

describe('summary cards: counts from the data, formatted for people', () => {
  it('shows each count with its detail, and media in MB to two decimals', async () => {
    const media = (id: number, size: number): CmsMedia => ({
      id,
      filename: `f${id}.png`,
      alt: 'x',
      url: `/media/f${id}`,
      mimeType: 'image/png',
      size,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    stubApi({ '/api/cms/analytics/summary': [200, summary], '/api/cms/media': [200, [media(1, 1024 * 1024), media(2, 512 * 1024)]] });
    renderWithApp(<SummaryCards />);
    for (const text of ['9', '6 published', '1,356', '705 this week', '16', '8 new', '2', '1.50 MB used'])
      expect(await screen.findByText(text)).toBeTruthy();
  });
});
