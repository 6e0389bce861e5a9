import { asc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import * as t from '../src/db/schema';
import { draftPlace } from '../src/schemas/drafts';

/**
 * A forum draft in the demo (decision 0038): the demo member began a comment on the oldest
 * discussion and left it, so "Drafts" on /account and "Draft restored" on that post show it.
 */
export async function seedDrafts(db: Db, memberId: number, now: Date) {
  const oldest = await db
    .select({ id: t.communityPosts.id })
    .from(t.communityPosts)
    .where(eq(t.communityPosts.visibility, 'visible'))
    .orderBy(asc(t.communityPosts.createdAt), asc(t.communityPosts.id))
    .get();
  if (!oldest) return;
  const place = { postId: oldest.id, replyToId: null };
  await db.insert(t.forumDrafts).values({
    userId: memberId,
    place: draftPlace(place),
    ...place,
    content: 'I had the same question about my plan review. What helped me most was',
    updatedAt: new Date(now.getTime() - 2 * 60 * 60 * 1000).toISOString(),
  });
}
