import { MIN_AMOUNT_MESSAGE, NAME_MESSAGE } from '@schemas/donations';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/lib/paths';
import { settings } from '@/test/donation-factories';
import { renderWithApp, stubApi } from '@/test/render';
import DonateDialog, { TEST_MODE_NOTICE, type Donor } from './donate-dialog';
import { expectErrorSummaryFocused } from '@/test/error-summary';

afterEach(() => vi.unstubAllGlobals());

const GIVE = '/api/donation-campaigns/4/donations';
const POST_GIVE = `POST ${GIVE}`;
const van = { id: 4, title: 'A wheelchair-accessible van' };

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function open(mode: 'test' | 'stripe' = 'test', donor?: Donor) {
  const user = userEvent.setup();
  renderWithApp(
    <>
      <DonateDialog campaign={van} settings={settings({ mode })} donor={donor} onClose={vi.fn()} />
      <Where />
    </>,
    '/donations',
  );
  return user;
}

const body = (spy: ReturnType<typeof stubApi>) =>
  JSON.parse(String((spy.mock.calls[0] as unknown as [string, RequestInit])[1].body)) as Record<string, unknown>;

describe('DonateDialog: choosing an amount', () => {
  it('offers the presets as radios, $25.00 first chosen, and the button says the amount', async () => {
    stubApi({});
    const user = open();
    expect(screen.getByRole('dialog', { name: 'Donate to A wheelchair-accessible van' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '$25.00' })).toBeChecked();
    // How often comes first, then the amounts, each a named group.
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['once', 'monthly', '10', '25', '50', '100', 'other']);
    expect(screen.getByRole('group', { name: 'How often' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Give once' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Amount' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Donate $25.00' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '$100.00' }));
    expect(screen.getByRole('button', { name: 'Donate $100.00' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Other amount' }));
    await user.type(screen.getByLabelText('Other amount (AUD)'), '$30.5');
    expect(screen.getByRole('button', { name: 'Donate $30.50' })).toBeInTheDocument();
  });

  it('gives monthly: the amount group and the button say "a month", and the gift is sent as monthly', async () => {
    const api = stubApi({ [POST_GIVE]: [201, { id: 1, status: 'paid', receiptUrl: '/donations/receipts/tok_m', monthlyGiftId: 4 }] });
    const user = open('test');
    await user.click(screen.getByRole('radio', { name: 'Give monthly' }));
    expect(screen.getByRole('group', { name: 'Amount each month' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email for your receipt'), 'sam@example.org');
    await user.click(screen.getByRole('button', { name: 'Donate $25.00 a month' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(paths.donationReceipt('tok_m')));
    expect(body(api)).toMatchObject({ amount: '25.00', frequency: 'monthly' });
  });

  it('says the test mode plainly in test mode, and not with Stripe', () => {
    stubApi({});
    const { unmount } = renderWithApp(<DonateDialog campaign={van} settings={settings({ mode: 'test' })} onClose={vi.fn()} />);
    expect(screen.getByText(TEST_MODE_NOTICE)).toBeInTheDocument();
    unmount();
    renderWithApp(<DonateDialog campaign={van} settings={settings({ mode: 'stripe' })} onClose={vi.fn()} />);
    expect(screen.queryByText(TEST_MODE_NOTICE)).toBeNull();
  });
});

describe('DonateDialog: validation with the shared schema', () => {
  it('refuses a custom amount under $2.00 and a missing name to show at once; focus goes to the amount', async () => {
    const api = stubApi({});
    const user = open();
    await user.click(screen.getByLabelText('Show my name with my gift'));
    await user.click(screen.getByRole('radio', { name: 'Other amount' }));
    const other = screen.getByLabelText('Other amount (AUD)');
    expect(other).toHaveAccessibleDescription(expect.stringContaining('At least $2.00'));
    await user.type(other, '1.50');
    await user.type(screen.getByLabelText('Email for your receipt'), 'sam@example.org');
    await user.click(screen.getByRole('button', { name: 'Donate $1.50' }));

    expect(other).toHaveAttribute('aria-invalid', 'true');
    expect(other).toHaveAccessibleDescription(expect.stringContaining(MIN_AMOUNT_MESSAGE));
    expect(MIN_AMOUNT_MESSAGE).toBe('The smallest donation is $2.00');
    await expectErrorSummaryFocused(MIN_AMOUNT_MESSAGE, NAME_MESSAGE);
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription(expect.stringContaining(NAME_MESSAGE));
    expect(api).not.toHaveBeenCalled();
  });

  it('keeps the name private unless the donor ticks "Show my name with my gift", and needs a name only then', async () => {
    const api = stubApi({ [POST_GIVE]: [201, { id: 1, status: 'paid', receiptUrl: '/donations/receipts/abc' }] });
    const user = open();
    const show = screen.getByLabelText('Show my name with my gift');
    expect(show).not.toBeChecked();
    expect(show).toHaveAccessibleDescription(expect.stringContaining('listed on this page as "Anonymous"'));
    expect(screen.getByLabelText('Your name (optional)')).toHaveAccessibleDescription('For your receipt.');

    await user.click(show);
    await user.type(screen.getByLabelText('Email for your receipt'), 'sam@example.org');
    await user.click(screen.getByRole('button', { name: 'Donate $25.00' }));
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription(expect.stringContaining(NAME_MESSAGE));
    await expectErrorSummaryFocused(NAME_MESSAGE);
    expect(api).not.toHaveBeenCalled();

    await user.click(show);
    await user.click(screen.getByRole('button', { name: 'Donate $25.00' }));
    await waitFor(() => expect(api).toHaveBeenCalled());
    expect(body(api)).toEqual({ amount: '25.00', donorName: '', showName: false, email: 'sam@example.org', frequency: 'once' });
  });

  it("fills in a signed-in member's name and email, and still shows neither unless asked", async () => {
    const api = stubApi({ [POST_GIVE]: [201, { id: 1, status: 'paid', receiptUrl: '/donations/receipts/abc' }] });
    const user = open('test', { name: 'Sam Taylor', email: 'member@example.org' });
    expect(screen.getByLabelText('Your name (optional)')).toHaveValue('Sam Taylor');
    expect(screen.getByLabelText('Email for your receipt')).toHaveValue('member@example.org');
    await user.click(screen.getByRole('button', { name: 'Donate $25.00' }));
    await waitFor(() => expect(api).toHaveBeenCalled());
    expect(body(api)).toEqual({
      amount: '25.00',
      donorName: 'Sam Taylor',
      showName: false,
      email: 'member@example.org',
      frequency: 'once',
    });
  });
});

describe('DonateDialog: giving', () => {
  async function giveAsSam(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('Your name (optional)'), '  Sam Taylor ');
    await user.click(screen.getByLabelText('Show my name with my gift'));
    await user.type(screen.getByLabelText('Email for your receipt'), 'Sam@Example.org');
    await user.click(screen.getByRole('button', { name: 'Donate $25.00' }));
  }

  it('test mode: sends the gift and goes to the receipt', async () => {
    const api = stubApi({ [POST_GIVE]: [201, { id: 1, status: 'paid', receiptUrl: '/donations/receipts/tok_123' }] });
    const user = open('test');
    await giveAsSam(user);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(paths.donationReceipt('tok_123')));
    expect(api).toHaveBeenCalledWith(GIVE, expect.objectContaining({ method: 'POST' }));
    expect(body(api)).toEqual({ amount: '25.00', donorName: 'Sam Taylor', showName: true, email: 'sam@example.org', frequency: 'once' });
  });

  it("Stripe: goes to Stripe's Checkout page", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubApi({ [POST_GIVE]: [201, { id: 1, status: 'pending', checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_1' }] });
    const user = open('stripe');
    await giveAsSam(user);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
  });

  it("shows the worker's reason in the form when it refuses", async () => {
    stubApi({ [POST_GIVE]: [409, { message: 'This campaign is not taking donations.' }] });
    const user = open();
    await giveAsSam(user);
    const summary = await expectErrorSummaryFocused();
    expect(summary).toHaveTextContent('This campaign is not taking donations.');
  });

  it("puts the worker's field messages on the fields", async () => {
    stubApi({ [POST_GIVE]: [400, { message: 'Invalid input', errors: { email: ['That email address cannot receive mail'] } }] });
    const user = open();
    await giveAsSam(user);
    const email = screen.getByLabelText('Email for your receipt');
    await waitFor(() => expect(email).toHaveAccessibleDescription(expect.stringContaining('That email address cannot receive mail')));
    await expectErrorSummaryFocused('That email address cannot receive mail');
  });
});
