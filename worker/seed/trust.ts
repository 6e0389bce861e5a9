import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import * as t from '../src/db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Trust levels in the demo (decision 0034): reading histories that compute to each level, one
 * level set by an editor, a spam post hidden by three regulars' flags, and slow mode on the
 * busiest discussion. Levels themselves are never stored; they come out of these rows.
 */
export async function seedTrust(db: Db, memberId: (key: string) => number, account: (email: string) => number, now: Date) {
  const posts = await db.select({ id: t.communityPosts.id }).from(t.communityPosts).orderBy(asc(t.communityPosts.id));
  const day = (n: number) => new Date(now.getTime() - n * DAY_MS).toISOString().slice(0, 10);
  /** `count` posts read over `days` days, `minutesEach` on each. */
  const reading = (userId: number, count: number, days: number, minutesEach: number) =>
    posts.slice(0, count).map((p, i) => ({ userId, postId: p.id, day: day(1 + (i % days)), seconds: minutesEach * 60 }));

  const rows = [
    // Level 2 (Regular): every post read over 12 days, two hours in all, and they take part.
    ...['kirra', 'daniel', 'liam'].flatMap((key) => reading(memberId(key), 30, 12, 4)),
    // Level 1 (Member): 8 posts on 4 days, 40 minutes.
    ...['thanh', 'sione', 'giorgos', 'aisha', 'priya', 'mei'].flatMap((key) => reading(memberId(key), 8, 4, 5)),
    // The demo member is new (level 0), part of the way to level 1, so /account shows progress.
    ...reading(account('member@example.org'), 3, 2, 4),
  ];
  // D1 binds at most 100 values a statement: 24 rows of 4.
  for (let i = 0; i < rows.length; i += 24) await db.insert(t.postReads).values(rows.slice(i, i + 24));

  const editor = account('editor@example.org');
  // Level 3 (Leader) by hand: a long-standing moderator of the forum's Peer Support threads.
  await db.insert(t.trustLevelOverrides).values({ userId: memberId('ruby'), level: 3, setBy: editor });

  // A new account's spam post, flagged by three regulars (level 2): hidden pending review.
  const [spammer] = await db
    .insert(t.users)
    .values({
      email: 'quick.approvals@example.org',
      firstName: 'Quick',
      lastName: 'Approvals',
      createdAt: new Date(now.getTime() - DAY_MS).toISOString(),
    })
    .returning({ id: t.users.id });
  const at = new Date(now.getTime() - 3 * 60 * 60 * 1000).toISOString();
  const [spam] = await db
    .insert(t.communityPosts)
    .values({
      userId: spammer!.id,
      title: 'Guaranteed NDIS plan increase, message me',
      content: 'I can get your plan doubled in a week for a small fee. Message me now, limited places.',
      category: 'General Discussion',
      visibility: 'hidden',
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: t.communityPosts.id });
  await db.insert(t.communityReports).values([
    { postId: spam!.id, reporterId: memberId('kirra'), reason: "It's spam", reporterLevel: 2, createdAt: at },
    { postId: spam!.id, reporterId: memberId('daniel'), reason: "It's spam", reporterLevel: 2, createdAt: at },
    {
      postId: spam!.id,
      reporterId: memberId('liam'),
      reason: 'Something else',
      details: 'Asks members for money to change their plans.',
      reporterLevel: 2,
      createdAt: at,
    },
    { postId: spam!.id, reporterId: account('member@example.org'), reason: "It's spam", reporterLevel: 0, createdAt: at },
  ]);

  // Slow mode on the busiest discussion: one comment per member every 5 minutes.
  const [busiest] = await db
    .select({ id: t.communityPosts.id })
    .from(t.communityPosts)
    .where(eq(t.communityPosts.visibility, 'visible'))
    .orderBy(desc(t.communityPosts.commentsCount))
    .limit(1);
  if (busiest) await db.insert(t.postSlowModes).values({ postId: busiest.id, minutes: 5, setBy: editor });
}
