import * as v from 'valibot';
import { pageQuerySchema } from './paging';

/** GET /api/cms/members: a page of members, optionally narrowed by name or email. */
export const memberListQuerySchema = v.object({
  ...pageQuerySchema.entries,
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'q must be at most 200 characters')), ''),
});

/** One row of the admins' member list. */
export type MemberAccount = {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
  role: 'member' | 'editor' | 'admin';
  membershipLevel: string;
  joinedAt: string;
  activeSessions: number;
  lastSeenAt: string | null;
};

/** A page of members; `hasMore` when another page follows. */
export type MemberList = { members: MemberAccount[]; hasMore: boolean };
