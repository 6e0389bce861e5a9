import { sql } from 'drizzle-orm';
import { memberBlocks, users } from '../../db/schema';
import type { MessagingPerson } from '../../schemas/messages';
import { photoUrl } from '../../accounts/public';

// How messaging shows a member (display name and initials, never an email: decision 0003), and
// the two block lists every messaging read filters by.

export const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarKey: users.avatarKey,
  profileImageUrl: users.profileImageUrl,
};

export type PersonRow = {
  id: number;
  firstName: string | null;
  lastName: string | null;
  avatarKey: string | null;
  profileImageUrl: string | null;
};

/** First and last name, else whichever there is, else "Member": the address is never a fallback here. */
export function displayNameOf(p: Pick<PersonRow, 'firstName' | 'lastName'>): string {
  const name = [p.firstName?.trim(), p.lastName?.trim()].filter(Boolean).join(' ');
  return name || 'Member';
}

export function initialsOf(p: Pick<PersonRow, 'firstName' | 'lastName'>): string {
  const letters = [p.firstName?.trim()[0], p.lastName?.trim()[0]].filter(Boolean).join('');
  return (letters || 'M').toUpperCase();
}

export const toMessagingPerson = (p: PersonRow): MessagingPerson => ({
  id: p.id,
  displayName: displayNameOf(p),
  initials: initialsOf(p),
  profileImageUrl: photoUrl(p),
});

/** The members `memberId` has blocked: they never see these members' messages. */
export const blockedByMember = (memberId: number | ReturnType<typeof sql>) =>
  sql`(select ${memberBlocks.blockedId} from ${memberBlocks} where ${memberBlocks.blockerId} = ${memberId})`;

/** The members who blocked `memberId`: they receive nothing from them. */
export const blockersOf = (memberId: number | ReturnType<typeof sql>) =>
  sql`(select ${memberBlocks.blockerId} from ${memberBlocks} where ${memberBlocks.blockedId} = ${memberId})`;
