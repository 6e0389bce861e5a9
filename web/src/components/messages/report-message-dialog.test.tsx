import { REPORT_REASONS } from '@schemas/community';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/lib/toast';
import { renderWithApp, stubApi } from '@/test/render';
import { ReportMessageDialog } from './report-message-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const URL = '/api/messages/conversations/4/messages/12/report';

describe('ReportMessageDialog', () => {
  it('renders nothing while closed', () => {
    stubApi({});
    renderWithApp(<ReportMessageDialog conversationId={4} messageId={12} open={false} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers every reason as a radio, none chosen, and refuses no reason with the shared words before calling', async () => {
    const fetch = stubApi({});
    renderWithApp(<ReportMessageDialog conversationId={4} messageId={12} open onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Report This Message' });
    const group = within(dialog).getByRole('group', { name: 'Why are you reporting it?' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual([...REPORT_REASONS]);
    expect(radios.some((r) => (r as HTMLInputElement).checked)).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findAllByText('Please choose a reason')).not.toHaveLength(0);
    expect(group).toHaveAccessibleDescription(/Please choose a reason/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses details over 1000 characters with the shared words', async () => {
    const fetch = stubApi({});
    renderWithApp(<ReportMessageDialog conversationId={4} messageId={12} open onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam or scam' }));
    const details = within(dialog).getByRole('textbox', { name: /Anything else/ });
    await userEvent.click(details);
    await userEvent.paste('x'.repeat(1001));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findAllByText('Details must be less than 1000 characters')).not.toHaveLength(0);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the reason and details, says thank you and closes', async () => {
    const fetch = stubApi({ [`POST ${URL}`]: [201, { id: 3 }] });
    const onClose = vi.fn();
    renderWithApp(<ReportMessageDialog conversationId={4} messageId={12} open onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Harassment or hate' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Anything else/ }), '  Third time today  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(URL);
    expect(JSON.parse(String(init!.body))).toEqual({ reason: 'Harassment or hate', details: 'Third time today' });
    expect(getToasts().map((t) => t.title)).toContain('Report sent. Thank you — an editor will look at it.');
  });

  it('says so when the report could not be sent, and stays open', async () => {
    stubApi({ [`POST ${URL}`]: [404, { message: 'Message not found' }] });
    const onClose = vi.fn();
    renderWithApp(<ReportMessageDialog conversationId={4} messageId={12} open onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(getToasts().map((t) => t.variant)).toContain('destructive'));
    expect(onClose).not.toHaveBeenCalled();
  });
});
