import { mutate } from 'swr';
import { client, read, type JsonBody } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';

// A donor's own monthly gifts behind a "Manage your giving" link (the link's token is the proof).

const manage = client.api.donations.manage[':token'];
const gift = manage.monthly[':id'];
const params = (token: string, id: number) => ({ param: { token: encodeURIComponent(token), id: String(id) } });

/** The manage page's list, reloaded after any change to one of its gifts. */
export const refreshDonorGiving = (token: string) => mutate(manage.$path({ param: { token: encodeURIComponent(token) } }));

export const stopMonthly = (token: string, id: number) => read(gift.stop.$post(params(token, id)));
export const changeMonthly = (token: string, id: number, body: JsonBody<typeof gift.$patch>) =>
  read(gift.$patch({ ...params(token, id), json: body }));
/** Where to update the card: Stripe's customer portal, or (test mode) this page saying it is done. */
export const updateCardOf = (token: string, id: number) => read(gift.card.$post(params(token, id)));

/** Donation Management's monthly figures (editors and admins). */
export const useMonthlySummary = () => useApi(client.api.donations['monthly-summary']);
