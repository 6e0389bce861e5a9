import { client, read, type JsonBody } from '@/lib/api-client';

// The account steps that go through the member's mailbox (worker/src/accounts/routes/account-email.ts).

const auth = client.api.auth;

/** Always 202 and the same words, whether or not the address has an account. */
export const requestPasswordReset = (input: JsonBody<(typeof auth)['forgot-password']['$post']>) =>
  read(auth['forgot-password'].$post({ json: input }));

/** The member, signed in (every other session ended). */
export const resetPassword = (input: JsonBody<(typeof auth)['reset-password']['$post']>) =>
  read(auth['reset-password'].$post({ json: input }));

/** The member, signed in, address confirmed. */
export const verifyEmail = (input: JsonBody<(typeof auth)['verify-email']['$post']>) => read(auth['verify-email'].$post({ json: input }));

/** "Send the link again", for a signed-in member whose address is not confirmed yet. */
export const resendVerification = () => read(auth['verify-email'].resend.$post());

/** The link mailed to a new address: the account moves to it. Works signed in or not. */
export const confirmEmailChange = (input: JsonBody<(typeof auth)['email']['confirm']['$post']>) =>
  read(auth.email.confirm.$post({ json: input }));
