import { GOAL_MESSAGE, IMAGE_URL_MESSAGE } from '@schemas/donations';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/lib/toast';
import { campaign } from '@/test/donation-factories';
import { renderWithApp, stubApi } from '@/test/render';
import CampaignFormDialog from './campaign-form-dialog';
import { expectErrorSummaryFocused } from '@/test/error-summary';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetToasts();
});

const sent = (spy: ReturnType<typeof stubApi>) => {
  const [url, init] = spy.mock.calls[0] as unknown as [string, RequestInit];
  return { url, method: init.method, body: JSON.parse(String(init.body)) as Record<string, unknown> };
};

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title'), '  Sensory room  ');
  await user.type(screen.getByLabelText('Description'), 'A quiet room at the community centre.');
  await user.type(screen.getByLabelText(/^Goal \(AUD\)/), '5000.50');
}

describe('CampaignFormDialog: validation by the shared campaign schema', () => {
  it('names each missing field in the spec words, ties the message to it, focuses the error summary, sends nothing', async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderWithApp(<CampaignFormDialog onClose={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));

    const title = screen.getByLabelText('Title');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Error: Title is required');
    await expectErrorSummaryFocused('Title is required', 'Description is required');
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription('Error: Description is required');
    expect(screen.getByLabelText(/^Goal \(AUD\)/)).toHaveAccessibleDescription(
      'In dollars, for example 5000 or 5000.50. Error: Goal amount is required',
    );
    expect(api).not.toHaveBeenCalled();
  });

  it('refuses a zero goal and an http:// image, with the shared messages', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderWithApp(<CampaignFormDialog onClose={vi.fn()} />);
    await user.type(screen.getByLabelText('Title'), 'Sensory room');
    await user.type(screen.getByLabelText('Description'), 'A quiet room.');
    await user.type(screen.getByLabelText(/^Goal \(AUD\)/), '0');
    await user.type(screen.getByLabelText('Image URL (optional)'), 'http://example.org/a.png');
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));

    const goal = screen.getByLabelText(/^Goal \(AUD\)/);
    expect(goal).toHaveAccessibleDescription(expect.stringContaining(GOAL_MESSAGE));
    await expectErrorSummaryFocused(GOAL_MESSAGE, IMAGE_URL_MESSAGE);
    expect(screen.getByLabelText('Image URL (optional)')).toHaveAccessibleDescription(expect.stringContaining(IMAGE_URL_MESSAGE));
  });

  it('takes goals as decimal text, in steps of a cent', () => {
    renderWithApp(<CampaignFormDialog onClose={vi.fn()} />);
    const goal = screen.getByLabelText(/^Goal \(AUD\)/);
    expect(goal).toHaveAttribute('type', 'number');
    expect(goal).toHaveAttribute('step', '0.01');
    expect(goal).toHaveAttribute('inputmode', 'decimal');
  });
});

describe('CampaignFormDialog: saving', () => {
  it('creates: POST with trimmed text, toast, close', async () => {
    const api = stubApi({ 'POST /api/donation-campaigns': [201, campaign({ id: 9 })] });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<CampaignFormDialog onClose={onClose} />);
    await fillValid(user);
    await user.selectOptions(screen.getByLabelText('Status'), 'paused');
    await user.type(screen.getByLabelText('End date (optional)'), '2027-03-31');
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const { url, method, body } = sent(api);
    expect([url, method]).toEqual(['/api/donation-campaigns', 'POST']);
    expect(body).toEqual({
      title: 'Sensory room',
      description: 'A quiet room at the community centre.',
      goal: '5000.50',
      status: 'paused',
      imageUrl: '',
      endDate: '2027-03-31',
    });
    expect(getToasts()[0]?.title).toBe('Campaign created successfully');
  });

  it('edits: the fields start filled (end date as yyyy-MM-dd), PATCH, "updated" toast', async () => {
    const api = stubApi({ 'PATCH /api/donation-campaigns/4': [200, campaign()] });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithApp(
      <CampaignFormDialog
        campaign={campaign({ status: 'completed', endDate: '2027-01-21', imageUrl: '/media/van.jpg' })}
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Edit Campaign' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('A wheelchair-accessible van');
    expect(screen.getByLabelText(/^Goal \(AUD\)/)).toHaveValue(45000);
    expect(screen.getByLabelText('Status')).toHaveValue('completed');
    expect(screen.getByLabelText('Image URL (optional)')).toHaveValue('/media/van.jpg');
    expect(screen.getByLabelText('End date (optional)')).toHaveValue('2027-01-21');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const { url, method, body } = sent(api);
    expect([url, method]).toEqual(['/api/donation-campaigns/4', 'PATCH']);
    expect(body).toMatchObject({ goal: '45000.00', status: 'completed', endDate: '2027-01-21' });
    expect(getToasts()[0]?.title).toBe('Campaign updated successfully');
  });

  it('puts the worker\'s field messages on the fields, toasts "Error" with its message and stays open', async () => {
    stubApi({
      'POST /api/donation-campaigns': [
        400,
        { message: 'Goal must be at most 10000000.00', errors: { goal: ['Goal must be at most 10000000.00'] } },
      ],
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<CampaignFormDialog onClose={onClose} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));

    const goal = screen.getByLabelText(/^Goal \(AUD\)/);
    await waitFor(() => expect(goal).toHaveAccessibleDescription(expect.stringContaining('Goal must be at most 10000000.00')));
    await expectErrorSummaryFocused(/Goal must be at most 10000000.00/);
    expect(getToasts()[0]).toMatchObject({ title: 'Error', description: 'Goal must be at most 10000000.00' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows any other refusal as an "Error" toast with the server\'s message', async () => {
    stubApi({ 'POST /api/donation-campaigns': [403, { message: 'Only editors and administrators can do this.' }] });
    const user = userEvent.setup();
    renderWithApp(<CampaignFormDialog onClose={vi.fn()} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Error',
        description: 'Only editors and administrators can do this.',
        variant: 'destructive',
      }),
    );
  });

  it("follows the app's signed-out path on a 401", async () => {
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    stubApi({ 'POST /api/donation-campaigns': [401, { message: 'Unauthorized' }] });
    const user = userEvent.setup();
    renderWithApp(<CampaignFormDialog onClose={vi.fn()} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({ title: 'Unauthorized', description: 'You are logged out. Logging in again...' }),
    );
  });
});
