import { client, read, type JsonBody, type Data } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';

const giving = client.api.account.giving;

/** The signed-in member's own gifts and each financial year's total ("Your giving" on /account). */
export const useGiving = () => useApi(giving);

/** One financial year's statement (by the year it ends in), for its printable page. */
export const useGivingStatement = (year: string | undefined) =>
  useApi(giving.statements[':year'], year ? { param: { year: encodeURIComponent(year) } } : null, { shouldRetryOnError: false });

const donations = client.api.donations;

/** The gifts behind a "Manage your giving" link (no account: the link is the proof). */
export const useDonorGiving = (token: string | null) =>
  useApi(donations.manage[':token'], token ? { param: { token: encodeURIComponent(token) } } : null, { shouldRetryOnError: false });

/** One financial year's statement through a "Manage your giving" link: the link's address's gifts only. */
export const useDonorStatement = (token: string | null, year: string | undefined) =>
  useApi(
    donations.manage[':token'].statements[':year'],
    token && year ? { param: { token: encodeURIComponent(token), year: encodeURIComponent(year) } } : null,
    { shouldRetryOnError: false },
  );

/** "Email me a link": the same answer whether or not the address gave. */
export const requestManageLink = (input: JsonBody<(typeof donations)['manage-link']['$post']>) =>
  read(donations['manage-link'].$post({ json: input }));

// Pages reached through a "Manage your giving" link (the token is the donor's proof); kept here,
// beside their hooks, rather than in lib/paths.ts, which the app's first load carries.

/** The manage page itself, with the link's token. */
export const manageGivingWith = (token: string) => `/donations/manage?token=${encodeURIComponent(token)}`;

/** A financial year's statement through the link (the worker's July mail links here too: services/giving-statement-mails.ts). */
export const manageStatement = (year: number, token: string) => `/donations/manage/statements/${year}?token=${encodeURIComponent(token)}`;

// The answers its screens name, inferred from the routes.
export type Giving = Data<typeof giving.$get>;
export type GiftLine = Giving['gifts'][number];
export type GivingYear = Giving['years'][number];
export type GivingStatement = Data<(typeof giving.statements)[':year']['$get']>;
export type MonthlyGiftLine = Giving['monthly'][number];
export type MonthlyStatus = MonthlyGiftLine['status'];
