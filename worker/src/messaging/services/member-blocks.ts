import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberBlocks, users } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import { BLOCK_SELF_MESSAGE } from '../../schemas/message-safety';
import type { MessagingPerson } from '../../schemas/messages';
import { personColumns, type PersonRow, toMessagingPerson } from './messages-people';

// A member's blocks (issue 16). Blocking never tells the blocked member: nothing is sent, and
// what they see answers as if the blocker had declined or were not there.

const MEMBER_NOT_FOUND = 'Member not found';

async function findMember(db: Db, id: number): Promise<PersonRow> {
  const row = await db.select(personColumns).from(users).where(eq(users.id, id)).get();
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  return row;
}

/** The members the viewer blocked, newest block first. */
export async function listBlocks(db: Db, viewerId: number): Promise<MessagingPerson[]> {
  const rows = await db
    .select(personColumns)
    .from(memberBlocks)
    .innerJoin(users, eq(users.id, memberBlocks.blockedId))
    .where(eq(memberBlocks.blockerId, viewerId))
    .orderBy(desc(memberBlocks.createdAt), desc(users.id));
  return rows.map(toMessagingPerson);
}

/** Blocks a member; blocking again changes nothing and answers the same. */
export async function blockMember(db: Db, viewerId: number, memberId: number): Promise<MessagingPerson> {
  if (memberId === viewerId) throw new ApiError('bad_request', BLOCK_SELF_MESSAGE);
  const member = await findMember(db, memberId);
  await db.insert(memberBlocks).values({ blockerId: viewerId, blockedId: memberId }).onConflictDoNothing();
  return toMessagingPerson(member);
}

/** Unblocks a member; unblocking one who is not blocked changes nothing. */
export async function unblockMember(db: Db, viewerId: number, memberId: number): Promise<MessagingPerson> {
  const member = await findMember(db, memberId);
  await db.delete(memberBlocks).where(and(eq(memberBlocks.blockerId, viewerId), eq(memberBlocks.blockedId, memberId)));
  return toMessagingPerson(member);
}
