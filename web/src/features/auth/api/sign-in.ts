import { client, read, type JsonBody } from '@/lib/api-client';

const auth = client.api.auth;

export const signIn = (input: JsonBody<typeof auth.login.$post>) => read(auth.login.$post({ json: input }));
/** Does not sign in: the answer is "check your email" (202), whether or not the address has an account. */
export const registerAccount = (input: JsonBody<typeof auth.register.$post>) => read(auth.register.$post({ json: input }));

/** "Email me a sign-in link": always 202 and the same words; the link works in this browser. */
export const requestSignInLink = (input: JsonBody<(typeof auth)['sign-in-link']['$post']>) =>
  read(auth['sign-in-link'].$post({ json: input }));

/**
 * A sign-in link, opened: signed in (the member), or, when another browser asked for it, whose
 * account it opens, to be confirmed (`confirm: true`) before it signs in.
 */
export const signInWithLink = (input: JsonBody<(typeof auth)['sign-in-link']['use']['$post']>) =>
  read(auth['sign-in-link'].use.$post({ json: input }));
