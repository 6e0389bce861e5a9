import { client, read, type JsonBody } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';

// "Your data and privacy" (worker/src/accounts/routes/privacy.ts). The copy of the member's data is a
// download link (paths.dataExport), not a call.

const account = client.api.account;

/** Confirmed by the password: the account is gone and this browser signed out. */
export const deleteAccount = (input: JsonBody<(typeof account.delete)['$post']>) => read(account.delete.$post({ json: input }));

/** "Email me a link to confirm": the link's page finishes the deletion. */
export const requestDeletionLink = () => read(account.delete.link.$post());

/** The mailed link's page. */
export const confirmDeletion = (input: JsonBody<(typeof account.delete.confirm)['$post']>) =>
  read(account.delete.confirm.$post({ json: input }));

/** About how large the member's copy is, and whether it is prepared in the background and mailed (decision 0022). */
export const useExportSize = () => useApi(account.export.size);

/** "Prepare my data": queued; the mail brings the link. */
export const prepareExport = () => read(account.export.prepare.$post());

const prepared = account.export.prepared[':token'];

/** The mailed link's page: the file's size while the link is live and this member's. */
export const usePreparedExport = (token: string | null) =>
  useApi(prepared, token ? { param: { token: encodeURIComponent(token) } } : null, { shouldRetryOnError: false });

/** The download itself: a link (the browser saves the file), never a call. */
export const preparedExportFile = (token: string) => prepared.file.$path({ param: { token: encodeURIComponent(token) } });

export type { PostChoice } from '@schemas/privacy';
