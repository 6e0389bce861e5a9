import type { campaignSchema, DonationCampaign, DonationCreated, DonationReceipt, DonationStats, GivingSettings } from '@schemas/donations';
import useSWR, { mutate } from 'swr';
import type * as v from 'valibot';
import { api } from '@/lib/api-client';

// SPEC section 7 (donations) and the giving calls, read with the app's SWR settings.

export const donationKeys = {
  campaigns: '/api/donation-campaigns',
  stats: '/api/donation-stats',
  settings: '/api/donations/settings',
  receipt: (token: string) => `/api/donations/receipts/${encodeURIComponent(token)}`,
} as const;

export const useCampaigns = () => useSWR<DonationCampaign[]>(donationKeys.campaigns);
export const useDonationStats = () => useSWR<DonationStats>(donationKeys.stats);
export const useGivingSettings = () => useSWR<GivingSettings>(donationKeys.settings);
export const useReceipt = (token: string | undefined) => useSWR<DonationReceipt>(token ? donationKeys.receipt(token) : null);

/** Any change to a campaign or a new gift moves the cards and the totals together. */
export const refreshDonations = () => Promise.all([mutate(donationKeys.campaigns), mutate(donationKeys.stats)]);

/** The body of a campaign save: the shared schema's output (trimmed; '' means none). */
export type CampaignBody = v.InferOutput<typeof campaignSchema>;

export const createCampaign = (body: CampaignBody) => api<DonationCampaign>(donationKeys.campaigns, { method: 'POST', body });
export const updateCampaign = (id: number, body: CampaignBody) =>
  api<DonationCampaign>(`${donationKeys.campaigns}/${id}`, { method: 'PATCH', body });
export const deleteCampaign = (id: number) => api<{ ok: true }>(`${donationKeys.campaigns}/${id}`, { method: 'DELETE' });

/** `amount` is a decimal string in AUD ("25.00"). */
export type GiftBody = { amount: string; donorName: string; showName: boolean; email: string };

export const giveToCampaign = (campaignId: number, body: GiftBody) =>
  api<DonationCreated>(`${donationKeys.campaigns}/${campaignId}/donations`, { method: 'POST', body });
