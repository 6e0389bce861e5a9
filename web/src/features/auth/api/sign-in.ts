import { client, read, type JsonBody } from '@/lib/api-client';

const auth = client.api.auth;

export const signIn = (input: JsonBody<typeof auth.login.$post>) => read(auth.login.$post({ json: input }));
/** Does not sign in: the answer is "check your email" (202), whether or not the address has an account. */
export const registerAccount = (input: JsonBody<typeof auth.register.$post>) => read(auth.register.$post({ json: input }));
