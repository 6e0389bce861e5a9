import type { DonationCampaign, DonationReceipt, GivingSettings } from '@schemas/donations';

// Test data for the donations screen: each test states only what it is about.

export const campaign = (over: Partial<DonationCampaign> = {}): DonationCampaign => ({
  id: 4,
  title: 'A wheelchair-accessible van',
  description: 'Help us buy a van with a ramp so members can get to events.',
  goal: '45000.00',
  currentAmount: '15000.00',
  status: 'active',
  imageUrl: null,
  endDate: null,
  donations: [],
  creator: { firstName: 'Jordan' },
  createdAt: '2026-05-01T00:00:00.000Z',
  ...over,
});

export const settings = (over: Partial<GivingSettings> = {}): GivingSettings => ({
  mode: 'test',
  minimum: '2.00',
  maximum: '100000.00',
  presets: ['10', '25', '50', '100'],
  ...over,
});

export const receipt = (over: Partial<DonationReceipt> = {}): DonationReceipt => ({
  status: 'paid',
  receiptNumber: 'R-000042',
  campaign: { id: 4, title: 'A wheelchair-accessible van' },
  amount: '25.00',
  paidAt: '2026-11-21T10:00:00.000Z',
  refundedAt: null,
  donorName: 'Sam Taylor',
  testMode: false,
  organisation: null,
  ...over,
});

export const editor = {
  id: 2,
  firstName: 'Jordan',
  lastName: 'Lee',
  email: 'editor@example.org',
  membershipLevel: 'Free',
  role: 'editor',
  emailVerified: true,
};
export const member = { ...editor, id: 3, firstName: 'Sam', email: 'member@example.org', role: 'member' };
