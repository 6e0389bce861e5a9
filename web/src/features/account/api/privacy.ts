import { client, read, type JsonBody } from '@/lib/api-client';

// "Your data and privacy" (worker/src/routes/privacy.ts). The copy of the member's data is a
// download link (paths.dataExport), not a call.

const account = client.api.account;

/** Confirmed by the password: the account is gone and this browser signed out. */
export const deleteAccount = (input: JsonBody<(typeof account.delete)['$post']>) => read(account.delete.$post({ json: input }));

/** "Email me a link to confirm": the link's page finishes the deletion. */
export const requestDeletionLink = () => read(account.delete.link.$post());

/** The mailed link's page. */
export const confirmDeletion = (input: JsonBody<(typeof account.delete.confirm)['$post']>) =>
  read(account.delete.confirm.$post({ json: input }));
