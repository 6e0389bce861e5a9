import { client, read, type JsonBody, type Data } from '@/lib/api-client';
import { invalidate, readsOf, useApi } from '@/lib/use-api';

// Campaigns, totals and the giving calls, read with the app's SWR settings.

const campaigns = client.api['donation-campaigns'];
const campaign = campaigns[':id'];
const receipt = client.api.donations.receipts[':token'];

/** The campaign cards and the totals. */
export const donationKeys = { cards: [readsOf(campaigns), readsOf(client.api['donation-stats'])] };

export const useCampaigns = () => useApi(campaigns);
export const useDonationStats = () => useApi(client.api['donation-stats']);
export const useGivingSettings = () => useApi(client.api.donations.settings);
export const useReceipt = (token: string | undefined) => useApi(receipt, token ? { param: { token: encodeURIComponent(token) } } : null);

/** Any change to a campaign or a new gift moves the cards and the totals together. */
export const invalidateDonations = () => invalidate(...donationKeys.cards);

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

// The answers its screens name, inferred from the routes.
export type DonationCampaign = Data<typeof campaigns.$get>[number];
export type CampaignStatus = DonationCampaign['status'];
export type CampaignDonation = DonationCampaign['donations'][number];
export type GivingSettings = Data<typeof client.api.donations.settings.$get>;
export type DonationReceipt = Data<typeof receipt.$get>;
export type { Frequency } from '@schemas/donations';
