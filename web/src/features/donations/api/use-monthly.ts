import type { MonthlyChange } from '@schemas/monthly-gifts';
import { centsToAmount } from '@schemas/money';
import { client, read } from '@/lib/api-client';
import { invalidate, readsOf, useApi } from '@/lib/use-api';

// A donor's own monthly gifts: behind a "Manage your giving" link (the link's token is the
// proof), or on /account for the signed-in member. Both offer the same actions.

/** What can be done to one's monthly gifts, and which list to reload after. */
export type MonthlyActions = {
  stop: (id: number) => Promise<unknown>;
  change: (id: number, change: MonthlyChange) => Promise<unknown>;
  /** Where to update the card: Stripe's customer portal, or (test mode) a page saying it is done. */
  card: (id: number) => Promise<{ url: string }>;
  refresh: () => Promise<unknown>;
};

/** The shared schema's output (cents) as the API takes it (a decimal string). */
const bodyOf = (change: MonthlyChange) => ({
  amount: change.amount === undefined ? undefined : centsToAmount(change.amount),
  campaignId: change.campaignId,
  receiptName: change.receiptName,
});

const manage = client.api.donations.manage[':token'];
const linked = manage.monthly[':id'];

export function linkActions(token: string): MonthlyActions {
  const params = (id: number) => ({ param: { token: encodeURIComponent(token), id: String(id) } });
  return {
    stop: (id) => read(linked.stop.$post(params(id))),
    change: (id, change) => read(linked.$patch({ ...params(id), json: bodyOf(change) })),
    card: (id) => read(linked.card.$post(params(id))),
    refresh: () => invalidate(readsOf(manage, { param: { token: encodeURIComponent(token) } })),
  };
}

const giving = client.api.account.giving;
const own = giving.monthly[':id'];
const ownParams = (id: number) => ({ param: { id: String(id) } });

export const accountActions: MonthlyActions = {
  stop: (id) => read(own.stop.$post(ownParams(id))),
  change: (id, change) => read(own.$patch({ ...ownParams(id), json: bodyOf(change) })),
  card: (id) => read(own.card.$post(ownParams(id))),
  refresh: () => invalidate(readsOf(giving)),
};

/** Donation Management's monthly figures (editors and admins). */
export const useMonthlySummary = () => useApi(client.api.donations['monthly-summary']);
