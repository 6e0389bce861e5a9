import { mutate } from 'swr';
import { client, read, type JsonBody } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';

// Campaigns, totals and the giving calls, read with the app's SWR settings.

const campaigns = client.api['donation-campaigns'];
const campaign = campaigns[':id'];
const receipt = client.api.donations.receipts[':token'];

const donationKeys = {
  campaigns: campaigns.$path(),
  stats: client.api['donation-stats'].$path(),
  settings: client.api.donations.settings.$path(),
  receipt: (token: string) => receipt.$path({ param: { token: encodeURIComponent(token) } }),
} as const;

export const useCampaigns = () => useApi(campaigns);
export const useDonationStats = () => useApi(client.api['donation-stats']);
export const useGivingSettings = () => useApi(client.api.donations.settings);
export const useReceipt = (token: string | undefined) => useApi(receipt, token ? { param: { token: encodeURIComponent(token) } } : null);

/** Any change to a campaign or a new gift moves the cards and the totals together. */
export const refreshDonations = () => Promise.all([mutate(donationKeys.campaigns), mutate(donationKeys.stats)]);

/** The body of a campaign save (the shared schema's output fits it: trimmed, '' means none). */
type CampaignBody = JsonBody<typeof campaigns.$post>;

export const createCampaign = (body: CampaignBody) => read(campaigns.$post({ json: body }));
export const updateCampaign = (id: number, body: JsonBody<typeof campaign.$patch>) =>
  read(campaign.$patch({ param: { id: String(id) }, json: body }));
export const deleteCampaign = (id: number) => read(campaign.$delete({ param: { id: String(id) } }));

/** `amount` is a decimal string in AUD ("25.00"). */
type GiftBody = JsonBody<typeof campaign.donations.$post>;

export const giveToCampaign = (campaignId: number, body: GiftBody) =>
  read(campaign.donations.$post({ param: { id: String(campaignId) }, json: body }));
