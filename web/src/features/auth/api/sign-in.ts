import { client, read, type JsonBody } from '@/lib/api-client';

const auth = client.api.auth;

export const signIn = (input: JsonBody<typeof auth.login.$post>) => read(auth.login.$post({ json: input }));
export const registerAccount = (input: JsonBody<typeof auth.register.$post>) => read(auth.register.$post({ json: input }));
