import type { CurrentUser } from '@schemas/auth';

/** GET /api/auth/user's answer: a member with a confirmed address, with `overrides`. */
export const currentUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 3,
  firstName: 'Sam',
  lastName: 'Taylor',
  email: 'sam@example.org',
  membershipLevel: 'Free',
  role: 'member',
  emailVerified: true,
  suspension: null,
  ...overrides,
});

/** The worker's words for a mailed link that cannot be used (services/account-email.ts). */
export const LINK_SPENT = 'This link has expired or has already been used. Ask for a new one.';
export const linkSpent = { message: LINK_SPENT, errors: { token: [LINK_SPENT] } };
