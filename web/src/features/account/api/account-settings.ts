import { client, read, type JsonBody, type Data } from '@/lib/api-client';
import { invalidate, readsOf, useApi } from '@/lib/use-api';

// The member's own password, address and security log (worker/src/accounts/routes/account-settings.ts).

const auth = client.api.auth;

/** What happened to the account, newest first. */
export const useSecurityLog = () => useApi(auth['security-log']);

/** Every other device is signed out: the devices list and the log change too. */
export const changePassword = (input: JsonBody<typeof auth.password.$put>) => read(auth.password.$put({ json: input }));

/** 202: a link goes to the new address; the account keeps the old one until it is opened. */
export const changeEmail = (input: JsonBody<typeof auth.email.$post>) => read(auth.email.$post({ json: input }));

export const accountKeys = { lists: [readsOf(auth.sessions), readsOf(auth['security-log'])] };

/** After a change: the devices list and the security log read again. */
export const invalidateAccountLists = () => invalidate(...accountKeys.lists);

export type SecurityEvent = Data<(typeof auth)['security-log']['$get']>[number];
