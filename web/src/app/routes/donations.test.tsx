import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/lib/toast';
import { campaign, editor, member, settings } from '@/test/donation-factories';
import { renderWithApp, stubApi } from '@/test/render';
import DonationsRoute from './donations';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const SIGNED_OUT: [number, unknown] = [401, { message: 'Unauthorized' }];
const list = [
  campaign({ id: 1, title: 'Van', status: 'active' }),
  campaign({ id: 2, title: 'Ramp', status: 'paused' }),
  campaign({ id: 3, title: 'Library', status: 'active', endDate: '2020-01-01' }),
  campaign({ id: 4, title: 'Camp', status: 'completed' }),
];

function stub(over: Record<string, [number, unknown]> = {}, user: [number, unknown] = SIGNED_OUT) {
  return stubApi({
    '/api/auth/user': user,
    '/api/donation-campaigns': [200, list],
    '/api/donation-stats': [200, { totalAmount: '1234.50', donorCount: 9 }],
    '/api/donations/settings': [200, settings()],
    ...over,
  });
}

/** A stat card's figure: the dd that goes with the label. */
const stat = (label: string) => screen.getByText(label).parentElement!.querySelector('dd')!.textContent;

describe('/donations', () => {
  it('shows the title and the three stat cards, counting active campaigns from the list', async () => {
    stub();
    renderWithApp(<DonationsRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'Donation Management' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 3, name: 'Van' });
    await waitFor(() => expect(stat('Total Raised')).toBe('$1,234.50'));
    expect(stat('Total Donors')).toBe('9');
    // Two are active; the one whose end date has passed still counts as active by status.
    expect(stat('Active Campaigns')).toBe('2');
    expect(document.title).toBe("Donation Management | Members' Portal");
  });

  it('offers Donate only on campaigns taking gifts, and no management to a visitor', async () => {
    stub();
    renderWithApp(<DonationsRoute />);
    expect(await screen.findByRole('button', { name: 'Donate to Van' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Donate to (Ramp|Library|Camp)/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Create Campaign/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete)/ })).toBeNull();
  });

  it('shows no management controls to a member', async () => {
    stub({}, [200, member]);
    renderWithApp(<DonationsRoute />);
    await screen.findByRole('button', { name: 'Donate to Van' });
    expect(screen.queryByRole('button', { name: /Create Campaign/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete)/ })).toBeNull();
  });

  it('shows Create, Edit and Delete to an editor; Create opens the dialog', async () => {
    stub({}, [200, editor]);
    const user = userEvent.setup();
    renderWithApp(<DonationsRoute />);
    expect(await screen.findByRole('button', { name: 'Edit campaign Van' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete campaign Ramp' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    expect(await screen.findByRole('dialog', { name: 'Create Campaign' })).toBeInTheDocument();
  });

  it('hides Donate everywhere when giving is off', async () => {
    stub({ '/api/donations/settings': [200, settings({ mode: 'off' })] });
    renderWithApp(<DonationsRoute />);
    expect(await screen.findByText(/Online giving is not available at the moment/)).toBeInTheDocument();
    await screen.findByRole('heading', { level: 3, name: 'Van' });
    expect(screen.queryByRole('button', { name: /Donate/ })).toBeNull();
  });

  it('says "No campaigns yet": a visitor gets a sentence, an editor the button', async () => {
    stub({ '/api/donation-campaigns': [200, []] });
    const { unmount } = renderWithApp(<DonationsRoute />);
    expect(await screen.findByRole('heading', { name: 'No campaigns yet' })).toBeInTheDocument();
    expect(screen.getByText(/check back soon/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Your First Campaign' })).toBeNull();
    unmount();

    stub({ '/api/donation-campaigns': [200, []] }, [200, editor]);
    renderWithApp(<DonationsRoute />);
    expect(await screen.findByRole('button', { name: 'Create Your First Campaign' })).toBeInTheDocument();
  });

  it('says the list could not load, with Try Again', async () => {
    stub({ '/api/donation-campaigns': [500, { message: 'Something went wrong' }] });
    renderWithApp(<DonationsRoute />);
    expect(await screen.findByRole('heading', { name: 'Unable to Load Campaigns' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(stat('Active Campaigns')).toBe('Unavailable');
  });

  it('says once that a donation was cancelled on the way back from Stripe', async () => {
    stub();
    renderWithApp(<DonationsRoute />, '/donations?cancelled=1');
    await waitFor(() =>
      expect(screen.getAllByRole('status').some((s) => s.textContent === 'Your donation was cancelled. Nothing was charged.')).toBe(true),
    );
  });
});

describe('deleting a campaign', () => {
  const deleteVan = async () => {
    const user = userEvent.setup();
    renderWithApp(<DonationsRoute />);
    await user.click(await screen.findByRole('button', { name: 'Delete campaign Van' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete campaign?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete campaign' }));
  };

  it('asks first, then deletes and says "Campaign deleted successfully"', async () => {
    const api = stub({ 'DELETE /api/donation-campaigns/1': [200, { ok: true }] }, [200, editor]);
    await deleteVan();
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Campaign deleted successfully'));
    expect(api).toHaveBeenCalledWith('/api/donation-campaigns/1', expect.objectContaining({ method: 'DELETE' }));
  });

  it("shows the worker's reason in an Error toast", async () => {
    stub({ 'DELETE /api/donation-campaigns/1': [409, { message: 'This campaign has donations, so it cannot be deleted.' }] }, [
      200,
      editor,
    ]);
    await deleteVan();
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Error',
        description: 'This campaign has donations, so it cannot be deleted.',
        variant: 'destructive',
      }),
    );
  });
});
