// Notifications at scale (issue 19). Two lines:
// 1. A comment on a discussion 100 members follow, beside a comment on one nobody follows, in
//    the same run: what the fan-out (one grouped insert in the comment's batch, decision 0025)
//    adds to the request. Its round trips are pinned by worker/test/round-trips.test.ts.
// 2. The digest job (services/notification-digests.ts) for 10,000 members with a weekly digest
//    due: how long the cron's runs take and how many statements they send to the database,
//    run from Node against the same D1 (each statement a round trip through Miniflare, so the
//    time is an upper bound for one cron run inside the worker).
// 3. A new episode told to the same 10,000 members (services/release-notifications.ts): the
//    queue jobs it takes (a page of members each), the slowest job, and the round trips.
import { inArray, sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { createDb, type Db } from '../../worker/src/db/client';
import { communityPosts, notifications, podcastEpisodes, postFollows, users } from '../../worker/src/db/schema';
import type { Env } from '../../worker/src/platform/env';
import { sendDigests } from '../../worker/src/notifications/services/notification-digests';
import { fanOutRelease, MEMBERS_PER_RELEASE_JOB, type ReleaseJob } from '../../worker/src/notifications/services/release-notifications';
import { signIn } from '../lib/built-worker';
import { createMembers, LOAD_PASSWORD } from '../load/setup';
import { keepAlive, send } from './http';
import { count, ms, percentile, ratio, type Section } from './stats';

const FOLLOWERS = 100;
const COMMENTERS = 10;
const DIGEST_MEMBERS = 10_000;

/** The D1 binding, counting every statement and batch sent (each one round trip). */
function counting(target: D1Database, trips: { n: number }): D1Database {
  return new Proxy(target, {
    get(db, name) {
      if (name === 'batch')
        return (statements: D1PreparedStatement[]) => {
          trips.n++;
          return db.batch(statements);
        };
      if (name === 'prepare')
        return (query: string) => {
          const statement = db.prepare(query);
          const wrap = (stmt: D1PreparedStatement): D1PreparedStatement =>
            new Proxy(stmt, {
              get(s, key) {
                if (key === 'bind') return (...values: unknown[]) => wrap(s.bind(...values));
                if (key === 'all' || key === 'run' || key === 'raw' || key === 'first')
                  return (...args: unknown[]) => {
                    trips.n++;
                    return (s[key] as (...a: unknown[]) => unknown)(...args);
                  };
                const value = Reflect.get(s, key) as unknown;
                return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(s) : value;
              },
            });
          return wrap(statement);
        };
      const value = Reflect.get(db, name) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(db) : value;
    },
  });
}

async function fanOutLine(base: URL, db: Db, samples: number) {
  const followers = await createMembers(db, FOLLOWERS, { prefix: 'bench-follower', ipBlock: 71 });
  const commenters = await createMembers(db, COMMENTERS, { prefix: 'bench-commenter', ipBlock: 72 });
  const [author] = followers;
  const [followed, plain] = await db
    .insert(communityPosts)
    .values([
      {
        userId: author!.id,
        title: 'A discussion 100 members follow',
        content: 'Followed by a hundred members.',
        category: 'General Discussion',
      },
      { userId: author!.id, title: 'A discussion nobody follows', content: 'Followed by no one at all.', category: 'General Discussion' },
    ])
    .returning({ id: communityPosts.id });
  // D1 binds at most 100 values a statement: 30 rows of three.
  for (let i = 0; i < followers.length; i += 30)
    await db.insert(postFollows).values(followers.slice(i, i + 30).map((f) => ({ userId: f.id, postId: followed!.id, following: true })));
  // The author follows their own post without a row; the plain post's author is told nothing new: write it off.
  await db.insert(postFollows).values({ userId: author!.id, postId: plain!.id, following: false }).onConflictDoNothing();
  const cookies = await Promise.all(commenters.map((c) => signIn(base, c.email, LOAD_PASSWORD, { 'CF-Connecting-IP': c.ip })));
  const agent = keepAlive(COMMENTERS);
  const timings = { followed: [] as number[], plain: [] as number[] };
  for (let i = 0; i < samples; i++) {
    // Alternating, so drift on the shared machine hits both alike.
    for (const [which, postId] of [
      ['followed', followed!.id],
      ['plain', plain!.id],
    ] as const) {
      const who = (i * 2 + (which === 'plain' ? 1 : 0)) % COMMENTERS;
      const answer = await send(base, agent, {
        method: 'POST',
        path: `/api/community/posts/${postId}/comments`,
        headers: { Cookie: cookies[who]!, 'CF-Connecting-IP': commenters[who]!.ip },
        body: { content: `Bench comment ${i} on the ${which} discussion.` },
      });
      if (answer.status !== 201) throw new Error(`A comment answered ${answer.status}: ${answer.body.toString().slice(0, 200)}`);
      timings[which].push(answer.totalMs);
    }
  }
  agent.destroy();
  const told = await db.get<{ n: number }>(sql`select count(*) as n from ${notifications} where ${notifications.postId} = ${followed!.id}`);
  return { timings, told: told.n };
}

async function digestLine(DB: D1Database) {
  const db = createDb({ DB });
  // Members and their notifications made in two statements (a recursive count), not 20,000.
  const at = '2026-11-24T02:00:00.000Z';
  await db.run(sql`insert into users (email, first_name, last_name, email_verified_at)
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ${DIGEST_MEMBERS})
    select 'bench-digest-' || i || '@example.org', 'Digest', 'Member ' || i, ${at} from n`);
  // A new episode for each of them, last week: due in the weekly digest (the default for episodes).
  await db.run(sql`insert into notifications (user_id, kind, group_key, count, created_at, updated_at, title, link)
    select id, 'new-episode', 'bench-episode:' || id, 1, ${at}, ${at}, 'Episode 99: Benchmarks', '/podcasts/99'
    from users where email like 'bench-digest-%'`);
  const first = await db.all<{ id: number }>(sql`select id from users where email like 'bench-digest-%' order by id limit 90`);
  const trips = { n: 0 };
  let queued = 0;
  const env = {
    DB,
    MAIL_FROM: 'Equal Ground <noreply@example.org>',
    SMTP_HOST: 'smtp.example.org',
    MAIL_QUEUE: { send: async () => void queued++, sendBatch: async () => {} },
  } as unknown as Env;
  const counted = createDb({ DB: counting(DB, trips) });
  const now = new Date('2026-11-29T20:10:00Z'); // Monday 7:10 am in Sydney
  const runs: number[] = [];
  let sent = 0;
  for (;;) {
    const started = performance.now();
    const n = await sendDigests(env, counted, 'https://portal.example.org', now);
    if (n === 0) break;
    runs.push(performance.now() - started);
    sent += n;
  }
  const left = await db.get<{ n: number }>(
    sql`select count(*) as n from ${notifications} where ${notifications.emailedAt} is null and ${inArray(
      notifications.userId,
      first.map((m) => m.id),
    )}`,
  );
  const release = await releaseLine(DB, env);
  await db.delete(users).where(sql`${users.email} like 'bench-digest-%'`);
  return { runs, sent, queued, trips: trips.n, left: left.n, release };
}

/** A new episode told to every member: each queue job as the consumer runs it, one after another. */
async function releaseLine(DB: D1Database, mailEnv: Env) {
  const db = createDb({ DB });
  const [episode] = await db
    .insert(podcastEpisodes)
    .values({
      title: 'Episode 100: Telling everyone',
      description: 'A release for the whole membership.',
      audioKey: 'podcasts/bench.mp3',
      audioMimeType: 'audio/mpeg',
      audioSize: 1000,
      episodeNumber: 99_999,
      publishedAt: new Date().toISOString(),
      duration: 60,
    })
    .returning({ id: podcastEpisodes.id });
  const trips = { n: 0 };
  const next: ReleaseJob[] = [];
  const env = { ...mailEnv, NOTIFY_QUEUE: { send: async (job: ReleaseJob) => void next.push(job) } } as unknown as Env;
  const counted = createDb({ DB: counting(DB, trips) });
  const jobs: number[] = [];
  let told = 0;
  let job: ReleaseJob | undefined = { type: 'release', kind: 'new-episode', id: episode!.id, origin: 'https://portal.example.org' };
  while (job) {
    const started = performance.now();
    told += await fanOutRelease(env, counted, job);
    jobs.push(performance.now() - started);
    job = next.shift();
  }
  await db.delete(podcastEpisodes).where(sql`${podcastEpisodes.id} = ${episode!.id}`);
  return { jobs, told, trips: trips.n };
}

export async function notificationsSection({
  base,
  db,
  DB,
  samples = 60,
}: {
  base: URL;
  db: Db;
  DB: D1Database;
  samples?: number;
}): Promise<Section> {
  const fan = await fanOutLine(base, db, samples);
  const digest = await digestLine(DB);
  const p = (values: number[], q: number) => percentile(values, q);
  const total = digest.runs.reduce((a, b) => a + b, 0);
  return {
    title: 'Notifications: a comment that tells 100 followers; the digest job for 10,000 members',
    baseline: 'the same comment on a discussion nobody follows (alternating, same run)',
    rows: [
      {
        line: `comment, ${FOLLOWERS} followers told, p50`,
        ours: ms(p(fan.timings.followed, 50)),
        baseline: ms(p(fan.timings.plain, 50)),
        ratio: ratio(p(fan.timings.followed, 50), p(fan.timings.plain, 50)),
      },
      {
        line: `comment, ${FOLLOWERS} followers told, p99`,
        ours: ms(p(fan.timings.followed, 99)),
        baseline: ms(p(fan.timings.plain, 99)),
        ratio: ratio(p(fan.timings.followed, 99), p(fan.timings.plain, 99)),
      },
      {
        line: `digest job, ${count(DIGEST_MEMBERS)} members: runs / total time`,
        ours: `${digest.runs.length} / ${ms(total)}`,
        baseline: '-',
        ratio: '-',
      },
      { line: 'digest job: database round trips', ours: count(digest.trips), baseline: '-', ratio: '-' },
      {
        line: `new episode told to ${count(digest.release.told)} members: jobs / slowest job`,
        ours: `${digest.release.jobs.length} / ${ms(Math.max(...digest.release.jobs))}`,
        baseline: '-',
        ratio: '-',
      },
      {
        line: 'new episode: total time / database round trips',
        ours: `${ms(digest.release.jobs.reduce((a, b) => a + b, 0))} / ${count(digest.release.trips)}`,
        baseline: '-',
        ratio: '-',
      },
    ],
    notes: [
      `${samples} comments on each discussion, ${COMMENTERS} commenters taking turns; the followed one holds ${count(fan.told)} notifications (grouped: one per follower, however many comments).`,
      `Digests sent ${count(digest.sent)}, mails queued ${count(digest.queued)}; each run reads at most 5,000 notifications, so the cron (every 15 minutes) takes ${digest.runs.length} runs; unsent among the first 90 members afterwards: ${digest.left}.`,
      `Round trips per member: ${(digest.trips / DIGEST_MEMBERS).toFixed(2)} (40 members share each chunk's settings, secrets, claims and marks).`,
      `The release: one queue job per ${count(MEMBERS_PER_RELEASE_JOB)} members (the insert of their notifications, then delivery 40 at a time: settings, live events, mail for those who chose it), ${(digest.release.trips / Math.max(1, digest.release.told)).toFixed(2)} round trips a member told.`,
    ],
  };
}
