import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Env } from '../src/platform/env';
import type { NotificationPage } from '../src/schemas/notifications';
import { fanOutRelease, runNotificationJobs, type ReleaseJob } from '../src/notifications/services/release-notifications';
import { createTestEnv } from './support/env';
import { makeAudiobook, makeEpisode, signedIn } from './support/factories';
import { call } from './support/request';

let te: Awaited<ReturnType<typeof createTestEnv>>;
let env: Env;
// The notification queue as the route sees it; the test plays the consumer.
const queued: ReleaseJob[] = [];
beforeAll(async () => {
  te = await createTestEnv();
  env = {
    ...te.env,
    NOTIFY_QUEUE: {
      async send(body: ReleaseJob) {
        queued.push(JSON.parse(JSON.stringify(body)) as ReleaseJob);
      },
    } as unknown as Queue<ReleaseJob>,
  };
});
afterAll(() => te.dispose());
beforeEach(() => {
  queued.length = 0;
  te.mail.length = 0;
});

type Member = Awaited<ReturnType<typeof signedIn>>;

async function inbox(who: Member): Promise<NotificationPage> {
  const res = await call(env, '/api/notifications', { cookie: who.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as NotificationPage;
}

/** Runs the queued jobs as the queue would; what each message ended as. */
async function consume(jobs: ReleaseJob[]) {
  const outcomes: string[] = [];
  await runNotificationJobs(
    jobs.map((body) => ({ body, ack: () => outcomes.push('ack'), retry: () => outcomes.push('retry') }) as unknown as Message<ReleaseJob>),
    env,
    te.db,
  );
  return outcomes;
}

const toldAbout = async (key: string) =>
  (await te.db.all<{ n: number }>(sql`select count(*) as n from notifications where group_key = ${key}`))[0]!.n;

describe('new episodes and audiobooks', () => {
  it('publishing a draft episode only queues the fan-out; the consumer tells every member once, even when the job runs twice', async () => {
    const editor = await signedIn(te.db, { role: 'editor' });
    const listener = await signedIn(te.db, { firstName: 'Lin' });
    const episode = await makeEpisode(te.db, { status: 'draft', title: 'Access on the road' });
    const res = await call(env, `/api/podcasts/${episode.id}`, { method: 'PATCH', cookie: editor.cookie, body: { status: 'published' } });
    expect(res.status).toBe(200);
    expect(queued).toEqual([{ type: 'release', kind: 'new-episode', id: episode.id, origin: expect.any(String) }]);
    // Nothing yet: the request did not do the fan-out.
    expect(await toldAbout(`episode:${episode.id}`)).toBe(0);

    expect(await consume([...queued, ...queued])).toEqual(['ack', 'ack']);
    const members = (
      await te.db.all<{ n: number }>(sql`select count(*) as n from users where email <> 'former-member@equal-ground.invalid'`)
    )[0]!.n;
    expect(await toldAbout(`episode:${episode.id}`)).toBe(members);
    expect((await inbox(listener)).notifications).toEqual([
      expect.objectContaining({
        kind: 'new-episode',
        post: null,
        title: 'Access on the road',
        link: `/podcasts/${episode.id}`,
        actorName: null,
      }),
    ]);
    // In the app by default: no mail.
    expect(te.mail).toEqual([]);
  });

  it('saving an already published episode again queues nothing', async () => {
    const editor = await signedIn(te.db, { role: 'editor' });
    const episode = await makeEpisode(te.db);
    await call(env, `/api/podcasts/${episode.id}`, { method: 'PATCH', cookie: editor.cookie, body: { title: 'A better title' } });
    expect(queued).toEqual([]);
  });

  it('a new audiobook is mailed to members who chose email, and not made for members who turned it off', async () => {
    const keen = await signedIn(te.db, { firstName: 'Kit' });
    const quiet = await signedIn(te.db, { firstName: 'Quill' });
    await call(env, '/api/notifications/preferences', { method: 'PATCH', cookie: keen.cookie, body: { 'new-audiobook': 'email' } });
    await call(env, '/api/notifications/preferences', { method: 'PATCH', cookie: quiet.cookie, body: { 'new-audiobook': 'off' } });
    const book = await makeAudiobook(te.db, { title: 'Persuasion' });
    await consume([{ type: 'release', kind: 'new-audiobook', id: book.id, origin: 'https://portal.example.test' }]);
    expect((await inbox(keen)).notifications).toEqual([expect.objectContaining({ kind: 'new-audiobook', link: `/library/${book.id}` })]);
    expect((await inbox(quiet)).notifications).toEqual([]);
    expect(te.mail.map((m) => [m.to, m.subject])).toEqual([[keen.user.email, 'A new audiobook is in the library: “Persuasion”']]);
  });

  it('a draft (unpublished before the job ran) tells no one', async () => {
    const book = await makeAudiobook(te.db, { status: 'draft' });
    await consume([{ type: 'release', kind: 'new-audiobook', id: book.id, origin: 'https://portal.example.test' }]);
    expect(await toldAbout(`audiobook:${book.id}`)).toBe(0);
  });

  it('tells the membership a page at a time, each page a job of its own that queues the next, and a repeated page tells no one twice', async () => {
    await Promise.all(Array.from({ length: 7 }, () => signedIn(te.db)));
    const members = (
      await te.db.all<{ n: number }>(sql`select count(*) as n from users where email <> 'former-member@equal-ground.invalid'`)
    )[0]!.n;
    const episode = await makeEpisode(te.db, { title: 'Paged' });
    const first: ReleaseJob = { type: 'release', kind: 'new-episode', id: episode.id, origin: 'https://portal.example.test' };
    const pageSize = 4;
    // The consumer's loop, as the queue runs it: each job tells at most a page and queues the rest.
    let jobs = [first];
    let told = 0;
    let runs = 0;
    while (jobs.length) {
      queued.length = 0;
      for (const job of jobs) {
        const n = await fanOutRelease(env, te.db, job, new Date(), pageSize);
        expect(n).toBeLessThanOrEqual(pageSize);
        told += n;
        runs++;
      }
      jobs = [...queued];
    }
    expect(told).toBe(members);
    expect(await toldAbout(`episode:${episode.id}`)).toBe(members);
    expect(runs).toBe(Math.floor(members / pageSize) + 1);
    // The first page again (a retried message): everyone in it was told already.
    queued.length = 0;
    expect(await fanOutRelease(env, te.db, first, new Date(), pageSize)).toBe(0);
    expect(await toldAbout(`episode:${episode.id}`)).toBe(members);
  });

  it('with no queue bound, runs every page itself', async () => {
    const members = (
      await te.db.all<{ n: number }>(sql`select count(*) as n from users where email <> 'former-member@equal-ground.invalid'`)
    )[0]!.n;
    // An episode: one member here turned new audiobooks off.
    const episode = await makeEpisode(te.db, { title: 'All at once' });
    const job: ReleaseJob = { type: 'release', kind: 'new-episode', id: episode.id, origin: 'https://portal.example.test' };
    expect(await fanOutRelease({ ...te.env, NOTIFY_QUEUE: undefined } as Env, te.db, job, new Date(), 3)).toBe(members);
  });
});
