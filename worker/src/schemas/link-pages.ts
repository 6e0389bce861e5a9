import * as v from 'valibot';
import { LINK_INCOMPLETE_MESSAGE, linkToken } from './auth';

// The pages mailed links open (decision 0046): before a link is used, its page asks the worker
// whose account the link acts on, and says so; and when the browser is signed in as someone
// else, it says that too, and asks before switching. Shared by the worker and the pages.

/** The links whose pages show their account first (a sign-in link says it on its own confirm step). */
export const LINK_PURPOSES = ['verify-email', 'reset-password', 'change-email', 'delete-account'] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];

export const linkAboutSchema = v.object({ token: linkToken, purpose: v.picklist(LINK_PURPOSES, LINK_INCOMPLETE_MESSAGE) });

/** Whose account a link acts on: its address, the address a move takes it to, and whether its address was ever confirmed. */
export type LinkAbout = { email: string; newEmail: string | null; confirmed: boolean };
