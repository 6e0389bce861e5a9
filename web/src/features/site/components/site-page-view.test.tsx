import type { PublicPage } from '@schemas/cms-pages';
import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '@/test/render';
import { SitePageView } from './site-page-view';

afterEach(() => vi.unstubAllGlobals());

const page = (over: Partial<PublicPage> = {}): PublicPage => ({
  title: 'About Us',
  slug: 'about-us',
  body: '# About Us\n\nWe are member-led.\n\n## What we do\n\n- Read the [News](/news).',
  updatedAt: '2026-05-04T12:00:00.000Z',
  ...over,
});

const viewCalls = (spy: ReturnType<typeof stubApi>, slug: string) =>
  (spy.mock.calls as unknown as [string, RequestInit | undefined][]).filter(
    ([url, init]) => url === `/api/pages/${slug}/views` && init?.method === 'POST',
  );

describe('SitePageView', () => {
  it('shows the title once as the h1, the last-updated date and the body with its sections as h2', async () => {
    stubApi({ '/api/pages/about-us': [200, page()] });
    renderWithApp(<SitePageView slug="about-us" />);
    expect(screen.getByText('Loading the page...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'About Us' })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'What we do' })).toBeInTheDocument();
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated 4 May 2026');
    expect(screen.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news');
    expect(document.title).toBe("About Us | Members' Portal");
  });

  it('puts a body that starts at "#" one level under the title', async () => {
    stubApi({ '/api/pages/faq': [200, page({ title: 'FAQ', slug: 'faq', body: '# Joining\n\nText.' })] });
    renderWithApp(<SitePageView slug="faq" />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Joining' })).toBeInTheDocument();
  });

  it('counts one view per visit, not per render or effect run, and a failed count stays silent', async () => {
    const spy = stubApi({ '/api/pages/about-us': [200, page()] });
    // The page already cached (a return visit) and effects run twice (StrictMode), then SWR
    // revalidates it into a new object with the same slug: still one view.
    renderWithApp(
      <StrictMode>
        <SWRConfig value={{ fallback: { '/api/pages/about-us': page() }, revalidateOnMount: true }}>
          <SitePageView slug="about-us" />
        </SWRConfig>
      </StrictMode>,
    );
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    await vi.waitFor(() => expect(viewCalls(spy, 'about-us')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(viewCalls(spy, 'about-us')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says "Page Not Found" for a missing or unpublished page, without counting a view', async () => {
    const spy = stubApi({ '/api/pages/draft': [404, { message: 'Page not found' }] });
    renderWithApp(<SitePageView slug="draft" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('This page does not exist or is not published yet.')).toBeInTheDocument();
    expect(viewCalls(spy, 'draft')).toHaveLength(0);
  });

  it('offers Try Again when the page could not be loaded', async () => {
    stubApi({ '/api/pages/about-us': [500, { message: 'Something went wrong' }] });
    renderWithApp(<SitePageView slug="about-us" />);
    expect(await screen.findByRole('heading', { name: 'Unable to Load Page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
