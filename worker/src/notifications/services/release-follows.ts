import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { releaseFollows } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { ReleaseFollows } from '../../schemas/notifications';
import { listAudiobookCategories } from '../../content/public';

/**
 * Following CripChat and library categories (docs/decisions/0041-release-follows.md). No row is
 * following: members heard about every release before they could choose, and a member who has
 * never opened a setting keeps hearing. A row records the member's choice either way.
 */

export const PODCAST_TOPIC = 'podcast';
export const CATEGORY_TOPIC_PREFIX = 'category:';
export const categoryTopic = (category: string) => `${CATEGORY_TOPIC_PREFIX}${category}`;

/** CripChat, then every category that has a published book, each with the member's choice. */
export async function releaseFollowsOf(db: Db, userId: number): Promise<ReleaseFollows> {
  const [rows, categories] = await Promise.all([
    db
      .select({ topic: releaseFollows.topic, following: releaseFollows.following })
      .from(releaseFollows)
      .where(eq(releaseFollows.userId, userId)),
    listAudiobookCategories(db),
  ]);
  const chosen = new Map(rows.map((r) => [r.topic, r.following]));
  return {
    podcast: chosen.get(PODCAST_TOPIC) ?? true,
    categories: categories.map((category) => ({ category, following: chosen.get(categoryTopic(category)) ?? true })),
  };
}

async function choose(db: Db, userId: number, topic: string, following: boolean): Promise<void> {
  const updatedAt = new Date().toISOString();
  await db
    .insert(releaseFollows)
    .values({ userId, topic, following, updatedAt })
    .onConflictDoUpdate({ target: [releaseFollows.userId, releaseFollows.topic], set: { following, updatedAt } });
}

export async function setPodcastFollow(db: Db, userId: number, following: boolean): Promise<ReleaseFollows> {
  await choose(db, userId, PODCAST_TOPIC, following);
  return releaseFollowsOf(db, userId);
}

/** A category no published book is in is not there to follow: 404, and nothing is stored. */
export async function setCategoryFollow(db: Db, userId: number, category: string, following: boolean): Promise<ReleaseFollows> {
  const categories = await listAudiobookCategories(db);
  if (!categories.includes(category)) throw notFound('Category not found');
  await choose(db, userId, categoryTopic(category), following);
  return releaseFollowsOf(db, userId);
}
