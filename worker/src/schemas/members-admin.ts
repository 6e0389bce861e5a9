import type { Role } from './auth';

/** One row of the admins' member list. */
export type MemberAccount = {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
  role: Role;
  membershipLevel: string;
  joinedAt: string;
  activeSessions: number;
  lastSeenAt: string | null;
};

/** A page of members; `hasMore` when another page follows. */
export type MemberList = { members: MemberAccount[]; hasMore: boolean };
