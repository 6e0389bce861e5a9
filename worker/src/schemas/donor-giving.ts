import * as v from 'valibot';
import { email } from './auth';
import type { GiftLine, GivingYear } from './giving';
import type { MonthlyGiftLine } from './monthly-gifts';

// "Manage your giving" without an account (issue 21): the form that asks for a link, and what a
// link's page shows. Shared by the worker and the web app.

/** "Email me a link": the address gifts were made with. */
export const manageLinkSchema = v.object({ email });

export const MANAGE_LINK_GONE_MESSAGE = 'This link has expired or is not complete. Enter your email address to get a new one.';

/** GET /api/donations/manage/{token}: the gifts and monthly gifts made with the link's address. */
export type DonorGiving = { email: string; gifts: GiftLine[]; monthly: MonthlyGiftLine[]; years: GivingYear[] };
