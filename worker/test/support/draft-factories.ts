import type { Db } from '../../src/db/client';
import * as t from '../../src/db/schema';
import { draftPlace } from '../../src/schemas/drafts';

/** A member's forum draft (decision 0038): a new post unless a post (and comment) is named. */
export async function makeDraft(db: Db, userId: number, at: { postId?: number; replyToId?: number } = {}, content = 'Half a thought') {
  const place = { postId: at.postId ?? null, replyToId: at.replyToId ?? null };
  const [row] = await db
    .insert(t.forumDrafts)
    .values({ userId, place: draftPlace(place), ...place, content })
    // One per member and place: a second one for the same place is the first, saved over.
    .onConflictDoUpdate({ target: [t.forumDrafts.userId, t.forumDrafts.place], set: { content } })
    .returning();
  return row!;
}
