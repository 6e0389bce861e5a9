// Pages reached through a "Manage your giving" link (the token is the donor's proof). Kept out of
// lib/paths.ts, which every page loads: only these lazily loaded screens use them.

/** The manage page itself, with the link's token. */
export const manageGivingWith = (token: string) => `/donations/manage?token=${encodeURIComponent(token)}`;

/** A financial year's statement through the link (the worker's July mail links here too: services/giving-statement-mails.ts). */
export const manageStatement = (year: number, token: string) => `/donations/manage?token=${encodeURIComponent(token)}&statement=${year}`;
