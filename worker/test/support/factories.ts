import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import * as t from '../../src/db/schema';
import { hashPassword, sha256Hex } from '../../src/lib/crypto';
import { recountComments } from '../../src/community/services/community-comments';
import { createSession } from '../../src/accounts/services/sessions';
import type { Role } from '../../src/schemas/auth';

let sequence = 0;
const next = () => `${Date.now().toString(36)}${(++sequence).toString(36)}`;

// A low iteration count keeps factories fast; sign-in tests that need the real cost say so.
export async function makeUser(db: Db, overrides: Partial<typeof t.users.$inferInsert> & { password?: string; role?: Role } = {}) {
  const { password = 'correct horse battery', ...rest } = overrides;
  const [user] = await db
    .insert(t.users)
    .values({
      email: `user-${next()}@example.test`,
      firstName: 'Test',
      lastName: 'Member',
      passwordHash: await hashPassword(password, 1000),
      // Confirmed, as most members are; a test of the unconfirmed state passes null.
      emailVerifiedAt: new Date().toISOString(),
      ...rest,
    })
    .returning();
  return user!;
}

/** makeUser's overrides for a member suspended (until `until`, an Australian yyyy-MM-dd, or until lifted). */
export const suspended = (reason = 'Repeated spam in the forum', until: string | null = null) => ({
  suspendedAt: new Date().toISOString(),
  suspendedUntil: until,
  suspensionReason: reason,
});

/** A membership level admins added beside "Free". */
export async function makeLevel(db: Db, name = `Level ${next()}`) {
  const [row] = await db.insert(t.membershipLevels).values({ name }).returning();
  return row!;
}

/** A signed-in user and the Cookie header that carries their session. */
export async function signedIn(db: Db, overrides: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(db, overrides);
  const { token } = await createSession(db, user.id);
  return { user, cookie: `session=${token}` };
}

/** Another session for an existing user (another device), with the id their session list shows. */
export async function sessionOf(db: Db, userId: number, now = new Date(), device = 'Firefox on Android') {
  const { token } = await createSession(db, userId, now, device);
  const row = await db
    .select()
    .from(t.sessions)
    .where(eq(t.sessions.tokenHash, await sha256Hex(token)))
    .get();
  return { token, cookie: `session=${token}`, publicId: row!.publicId };
}

export async function makeArticle(db: Db, overrides: Partial<typeof t.newsArticles.$inferInsert> = {}) {
  const [row] = await db
    .insert(t.newsArticles)
    .values({
      title: `Article ${next()}`,
      excerpt: 'An excerpt',
      content: 'Body text',
      author: 'A. Writer',
      publishedAt: new Date().toISOString(),
      readingTime: 3,
      tags: ['NDIS'],
      ...overrides,
    })
    .returning();
  return row!;
}

/** Episode numbers are unique; these start well above the small numbers tests pick themselves. */
let episodeNumber = 10_000;

export async function makeEpisode(db: Db, overrides: Partial<typeof t.podcastEpisodes.$inferInsert> = {}) {
  const [row] = await db
    .insert(t.podcastEpisodes)
    .values({
      title: `Episode ${next()}`,
      description: 'About it',
      audioKey: 'podcasts/x.wav',
      audioMimeType: 'audio/wav',
      audioSize: 10,
      episodeNumber: ++episodeNumber,
      publishedAt: new Date().toISOString(),
      duration: 1800,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function makeAudiobook(db: Db, overrides: Partial<typeof t.audiobooks.$inferInsert> = {}) {
  const [row] = await db
    .insert(t.audiobooks)
    .values({
      title: `Book ${next()}`,
      author: 'An Author',
      narrator: 'A Narrator',
      description: 'About it',
      category: 'Classic Fiction',
      audioKey: 'audiobooks/x.wav',
      audioMimeType: 'audio/wav',
      audioSize: 10,
      duration: 3600,
      publishedYear: 1900,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function makePost(db: Db, userId: number, overrides: Partial<typeof t.communityPosts.$inferInsert> = {}) {
  const [row] = await db
    .insert(t.communityPosts)
    .values({ userId, title: `Post ${next()}`, content: 'Some thoughts to share', category: 'General Discussion', ...overrides })
    .returning();
  return row!;
}

/** A comment written straight to the table, with the post's counters recounted as the service does. */
export async function makeComment(db: Db, postId: number, userId: number, overrides: Partial<typeof t.postComments.$inferInsert> = {}) {
  const [rows] = await db.batch([
    db
      .insert(t.postComments)
      .values({ postId, userId, content: `Comment ${next()}`, ...overrides })
      .returning(),
    recountComments(db, postId),
  ]);
  return rows[0]!;
}

/** A passkey row for the member (no real key: for tests of who may see, rename and remove it). */
export async function makePasskey(db: Db, userId: number, overrides: Partial<typeof t.passkeys.$inferInsert> = {}) {
  const [row] = await db
    .insert(t.passkeys)
    .values({
      userId,
      credentialId: `credential-${next()}`,
      publicKey: 'cHVibGljLWtleQ',
      userHandle: `handle-${userId}`,
      name: 'Chrome on Android',
      ...overrides,
    })
    .returning();
  return row!;
}

/** A published episode with two chapters, for the feed's JSON chapters. */
export async function makeChapteredEpisode(db: Db) {
  const episode = await makeEpisode(db, { duration: 1800 });
  await db.insert(t.episodeChapters).values([
    { itemId: episode.id, startSeconds: 0, title: 'Welcome' },
    { itemId: episode.id, startSeconds: 600, title: 'Housing' },
  ]);
  return episode;
}

/**
 * Sets a member's trust level by hand (decision 0034), as an editor would: for tests that act
 * as an established member (many posts in a day, links) or as a level-2 flagger.
 */
export async function withTrustLevel(db: Db, userId: number, level: 0 | 1 | 2 | 3) {
  await db
    .insert(t.trustLevelOverrides)
    .values({ userId, level })
    .onConflictDoUpdate({ target: t.trustLevelOverrides.userId, set: { level } });
}
