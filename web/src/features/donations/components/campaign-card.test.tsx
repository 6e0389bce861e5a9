import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { campaign } from '@/test/donation-factories';
import { CampaignCard, endDateText } from './campaign-card';

const renderCard = (c = campaign(), { canManage = false, canGive = false } = {}) =>
  render(<CampaignCard campaign={c} canManage={canManage} canGive={canGive} onEdit={vi.fn()} onDelete={vi.fn()} onDonate={vi.fn()} />);

const bar = () => screen.getByRole('progressbar', { name: 'Progress towards the goal of A wheelchair-accessible van' });

describe('CampaignCard progress: raised of goal, to one decimal, capped at 100 %', () => {
  it('shows $15,000.00 of a $45,000.00 goal as 33.3%', () => {
    renderCard();
    expect(screen.getByText(/raised of \$45,000\.00 AUD goal/)).toHaveTextContent('$15,000.00 raised of $45,000.00 AUD goal');
    expect(bar()).toHaveAttribute('aria-valuetext', '33.3% of goal');
    expect(bar()).toHaveAttribute('aria-valuenow', '33.3');
    expect(screen.getByText('33.3%')).toBeInTheDocument();
  });

  it('caps a campaign over its goal at 100.0%', () => {
    renderCard(campaign({ currentAmount: '52000.50', goal: '45000.00' }));
    expect(bar()).toHaveAttribute('aria-valuetext', '100.0% of goal');
    expect(screen.getByText('100.0%')).toBeInTheDocument();
  });

  it('shows 0.0% when the goal is not positive', () => {
    renderCard(campaign({ currentAmount: '10.00', goal: '0' }));
    expect(bar()).toHaveAttribute('aria-valuetext', '0.0% of goal');
    expect(screen.getByText('0.0%')).toBeInTheDocument();
  });
});

describe('CampaignCard details', () => {
  it('names the status in words, counts donations, names the creator and lists recent donors', () => {
    const gift = (id: number, over = {}) => ({
      id,
      amount: '25.00',
      donorName: 'Priya',
      paidAt: '2026-06-01T00:00:00.000Z',
      ...over,
    });
    renderCard(campaign({ status: 'paused', donations: [gift(1), gift(2, { donorName: null, amount: '100.00' })] }));
    expect(screen.getByRole('heading', { level: 3, name: 'A wheelchair-accessible van' })).toBeInTheDocument();
    expect(screen.getByText('paused')).toBeInTheDocument();
    expect(screen.getByText('2 donations')).toBeInTheDocument();
    expect(screen.getByText('Started by Jordan')).toBeInTheDocument();
    expect(screen.getByText('Anonymous')).toBeInTheDocument();
    expect(screen.getByText('$100.00')).toBeInTheDocument();
  });

  it('says "1 donation" for one', () => {
    renderCard(campaign({ donations: [{ id: 1, amount: '5.00', donorName: 'Ali', paidAt: '2026-06-01T00:00:00.000Z' }] }));
    expect(screen.getByText('1 donation')).toBeInTheDocument();
  });

  it('says when the campaign ends or ended, in en-AU long dates', () => {
    expect(endDateText('2027-01-21', '2026-12-01')).toBe('Ends 21 January 2027');
    expect(endDateText('2026-01-21', '2026-12-01')).toBe('Ended 21 January 2026');
    expect(endDateText('2026-12-01', '2026-12-01')).toBe('Ends 1 December 2026');
  });

  it('shows the image as decoration, sized and lazy', () => {
    const { container } = renderCard(campaign({ imageUrl: '/media/van.jpg' }));
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
  });
});

describe('CampaignCard buttons', () => {
  it('has no buttons for a visitor when the campaign does not take gifts', () => {
    renderCard();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names the campaign in Donate, Edit and Delete', () => {
    renderCard(campaign(), { canManage: true, canGive: true });
    expect(screen.getByRole('button', { name: 'Donate to A wheelchair-accessible van' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit campaign A wheelchair-accessible van' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete campaign A wheelchair-accessible van' })).toBeInTheDocument();
  });
});
