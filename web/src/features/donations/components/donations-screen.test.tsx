import { confirmEmailMessage } from '@schemas/auth';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { campaign, settings } from '@/test/donation-factories';
import { renderWithApp, stubApi } from '@/test/render';
import { DonationsScreen } from './donations-screen';

afterEach(() => vi.unstubAllGlobals());

const GIVE_NOTE = confirmEmailMessage('give');
const donor = { name: 'Noor Haddad', email: 'noor@example.net' };

function stubCampaigns() {
  stubApi({
    'GET /api/donation-campaigns': [200, [campaign()]],
    'GET /api/donations/settings': [200, settings({ mode: 'test' })],
  });
}

describe('Giving before the address is confirmed', () => {
  it('Donate stays in its place, unavailable, described by the note; pressing it opens nothing and brings focus to the note', async () => {
    stubCampaigns();
    const user = userEvent.setup();
    renderWithApp(<DonationsScreen canManage={false} donor={donor} mustConfirm />, '/donations');
    const donate = await screen.findByRole('button', { name: 'Donate to A wheelchair-accessible van' });
    expect(donate).toHaveAttribute('aria-disabled', 'true');
    expect(donate).toHaveAccessibleDescription(GIVE_NOTE);
    expect(screen.getByText(GIVE_NOTE)).toBeVisible();
    await user.click(donate);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(GIVE_NOTE)).toHaveFocus();
  });

  it('a confirmed member (or a visitor) gets Donate as before: no note, and it opens the form', async () => {
    stubCampaigns();
    const user = userEvent.setup();
    renderWithApp(<DonationsScreen canManage={false} donor={donor} />, '/donations');
    const donate = await screen.findByRole('button', { name: 'Donate to A wheelchair-accessible van' });
    expect(donate).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText(GIVE_NOTE)).not.toBeInTheDocument();
    await user.click(donate);
    expect(await screen.findByRole('dialog', { name: 'Donate to A wheelchair-accessible van' })).toBeInTheDocument();
  });
});
