import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/lib/toast';
import { renderWithApp, stubApi } from '@/test/render';
import { DataCopySection } from './data-copy-section';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const PREPARING = 'We are preparing your data. We will email a link to ari@example.test when it is ready, usually within a few minutes.';

describe('DataCopySection', () => {
  it('offers the download links when the copy is small enough to send at once', async () => {
    stubApi({ '/api/account/export/size': [200, { rows: 40, inBackground: false }] });
    renderWithApp(<DataCopySection />);
    expect(await screen.findByRole('link', { name: 'Download my data (JSON)' })).toHaveAttribute('href', '/api/account/export');
    expect(screen.getByRole('link', { name: 'View a readable copy' })).toHaveAttribute('href', '/api/account/export/readable');
    expect(screen.queryByRole('button', { name: 'Prepare my data' })).not.toBeInTheDocument();
  });

  it('for a large copy, asks for it to be prepared, says so, and moves focus to the words that replace the button', async () => {
    const spy = stubApi({
      '/api/account/export/size': [200, { rows: 12_345, inBackground: true }],
      'POST /api/account/export/prepare': [202, { message: PREPARING }],
    });
    const user = userEvent.setup();
    renderWithApp(<DataCopySection />);
    expect(await screen.findByText(/about 12,345 records/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download my data (JSON)' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Prepare my data' }));
    await waitFor(() => expect(document.activeElement).toHaveTextContent(PREPARING));
    expect(screen.queryByRole('button', { name: 'Prepare my data' })).not.toBeInTheDocument();
    expect(getToasts().map((t) => [t.title, t.description])).toContainEqual(['Check your email', PREPARING]);
    expect(spy.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('shows the worker’s words when it refuses (three times a day), and keeps the button', async () => {
    const LIMIT = 'You have asked for your data three times today. Please use the newest link we emailed you, or try again tomorrow.';
    stubApi({
      '/api/account/export/size': [200, { rows: 12_345, inBackground: true }],
      'POST /api/account/export/prepare': [429, { message: LIMIT }],
    });
    const user = userEvent.setup();
    renderWithApp(<DataCopySection />);
    await user.click(await screen.findByRole('button', { name: 'Prepare my data' }));
    await waitFor(() => expect(getToasts().map((t) => t.description ?? t.title)).toContain(LIMIT));
    expect(screen.getByRole('button', { name: 'Prepare my data' })).toBeInTheDocument();
  });
});
