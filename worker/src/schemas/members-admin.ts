import * as v from 'valibot';
import { ROLES, type Role } from './auth';
import type { Suspension } from './standing';

/** One row of the staff's member list. `email` is null for editors: members' addresses are for admins only (decision 0003). */
export type MemberAccount = {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  role: Role;
  membershipLevel: string;
  suspension: Suspension | null;
  joinedAt: string;
  activeSessions: number;
  lastSeenAt: string | null;
};

/** A page of members; `hasMore` when another page follows. */
export type MemberList = { members: MemberAccount[]; hasMore: boolean };

export const roleChangeSchema = v.object({
  role: v.picklist(ROLES, 'Choose a role: Member, Editor or Administrator'),
});

/** The level every member starts at; always there, never renamed or removed. */
export const FREE_LEVEL = 'Free';
export const LEVEL_NAME_MAX = 40;

const levelName = v.pipe(
  v.string('Enter a name for the level'),
  v.trim(),
  v.nonEmpty('Enter a name for the level'),
  v.maxLength(LEVEL_NAME_MAX, `The name must be at most ${LEVEL_NAME_MAX} characters`),
);

/** Adding or renaming a level. */
export const levelSchema = v.object({ name: levelName });

/** Giving a member a level: one of the levels that exist (the worker checks it does). */
export const levelChoiceSchema = v.object({ level: v.pipe(v.string('Choose a level'), v.nonEmpty('Choose a level')) });

/** A level as admins manage it: "Free" has no id (it is not stored and cannot change). */
export type MembershipLevel = { id: number | null; name: string; members: number };
