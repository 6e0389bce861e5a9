import { count, eq, countDistinct, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { POST_CATEGORIES } from '../src/schemas/community';
import { mediaUrl } from '../src/schemas/content';
import { chapterTimeErrors } from '../src/schemas/chapters';
import { parseVtt } from '../src/schemas/webvtt';
import { transcriptKey } from '../src/content/services/timed-transcripts';
import { LANDING_IMAGES } from '../src/schemas/site-images';
import { DEMO_ACCOUNTS, seedDemo } from '../seed/seed';
import { putSiteImages } from '../seed/site-images';
import { createTestEnv } from './support/env';
import { call, sessionCookieFrom } from './support/request';

let env: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  env = await createTestEnv();
  expect(await seedDemo(env.db, env.env.MEDIA)).toEqual({ seeded: true });
}, 60_000);
afterAll(() => env.dispose());

const n = async (q: Promise<{ n: number }[]>) => (await q)[0]!.n;

describe('demo seed', () => {
  it('says how long the demo audio really is, and its chapters start within it, in order, as the editor’s rules ask', async () => {
    const { db } = env;
    const lengths = [
      ...(await db.select({ d: t.podcastEpisodes.duration, key: t.podcastEpisodes.audioKey }).from(t.podcastEpisodes)),
      ...(await db.select({ d: t.audiobooks.duration, key: t.audiobooks.audioKey }).from(t.audiobooks)),
    ];
    for (const { d, key } of lengths) {
      const object = (await env.env.MEDIA.get(key))!;
      // 8-bit mono at 8 kHz after a 44-byte header: one byte a sample.
      expect((object.size - 44) / 8000, key).toBe(d);
    }
    const chaptered = [
      ...(await db.select({ id: t.podcastEpisodes.id, d: t.podcastEpisodes.duration }).from(t.podcastEpisodes)).map((e) => ({
        ...e,
        table: t.episodeChapters,
      })),
      ...(await db.select({ id: t.audiobooks.id, d: t.audiobooks.duration }).from(t.audiobooks)).map((b) => ({
        ...b,
        table: t.audiobookChapters,
      })),
    ];
    let items = 0;
    for (const { id, d, table } of chaptered) {
      const rows = await db
        .select()
        .from(table)
        .where(sql`${table.itemId} = ${id}`)
        .orderBy(table.id);
      if (rows.length === 0) continue;
      items++;
      expect(
        chapterTimeErrors(
          rows.map((r) => ({ start: r.startSeconds })),
          d,
        ),
      ).toEqual({});
    }
    expect(items).toBeGreaterThanOrEqual(5);
    // Every episode's transcript is also timed, its cues ending within the audio.
    for (const { id, d } of chaptered.filter((c) => c.table === t.episodeChapters)) {
      const parsed = parseVtt(await (await env.env.MEDIA.get(transcriptKey(id)))!.text());
      expect(parsed.ok && parsed.cues.at(-1)!.end).toBeLessThanOrEqual(d);
    }
  });

  it('has at least the content the issue asks for', async () => {
    const { db } = env;
    expect(await n(db.select({ n: count() }).from(t.newsArticles))).toBeGreaterThanOrEqual(40);
    expect(
      await n(db.select({ n: count() }).from(t.podcastEpisodes).where(isNotNull(t.podcastEpisodes.transcript))),
    ).toBeGreaterThanOrEqual(16);
    expect(await n(db.select({ n: count() }).from(t.audiobooks))).toBeGreaterThanOrEqual(30);
    expect(await n(db.select({ n: countDistinct(t.audiobooks.category) }).from(t.audiobooks))).toBeGreaterThanOrEqual(6);
    expect(await n(db.select({ n: count() }).from(t.communityPosts))).toBeGreaterThanOrEqual(25);
    const categories = await db.selectDistinct({ c: t.communityPosts.category }).from(t.communityPosts);
    expect(categories.map((r) => r.c).sort()).toEqual([...POST_CATEGORIES].sort());
    expect(await n(db.select({ n: count() }).from(t.postComments))).toBeGreaterThan(0);
    for (const table of [t.cmsPages, t.cmsTemplates, t.cmsForms, t.cmsMenus, t.cmsRedirects, t.cmsMedia, t.cmsFormSubmissions]) {
      expect(await n(db.select({ n: count() }).from(table))).toBeGreaterThan(0);
    }
    // The demo chat rooms (decision 0027), in order, each with messages.
    const rooms = await db.select().from(t.chatRooms).orderBy(t.chatRooms.position);
    expect(rooms.map((r) => r.name)).toEqual(['Welcome', 'Peer support', 'Tech help', 'Events']);
    for (const room of rooms)
      expect(await n(db.select({ n: count() }).from(t.messages).where(eq(t.messages.conversationId, room.conversationId)))).toBeGreaterThan(
        0,
      );
    expect(await n(db.select({ n: count() }).from(t.donationCampaigns))).toBe(3);
    expect(await n(db.select({ n: count() }).from(t.donations))).toBeGreaterThan(0);
    // Paid as the giving flow pays: each with its receipt number and its own receipt address.
    const rows = await db.select().from(t.donations);
    // One demo gift was refunded (decision 0037): on record, with its number, never counted.
    expect(rows.filter((d) => d.status === 'refunded')).toHaveLength(1);
    for (const d of rows) {
      expect(d).toMatchObject({
        status: d.refundedAt ? 'refunded' : 'paid',
        receiptNumber: `R-${String(d.id).padStart(6, '0')}`,
        paidAt: d.createdAt,
      });
      expect(d.receiptToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    }
  });

  it('keeps every count equal to the rows it counts', async () => {
    const mismatched = await env.db
      .select({ id: t.communityPosts.id })
      .from(t.communityPosts)
      .where(
        sql`${t.communityPosts.commentsCount} != (select count(*) from ${t.postComments} where ${t.postComments.postId} = ${t.communityPosts.id})
         or ${t.communityPosts.likesCount} != (select count(*) from ${t.postLikes} where ${t.postLikes.postId} = ${t.communityPosts.id})`,
      );
    expect(mismatched).toEqual([]);
  });

  it('stores a real WAV file and cover for every episode and book', async () => {
    const episodes = await env.db.select().from(t.podcastEpisodes);
    const books = await env.db.select().from(t.audiobooks);
    for (const item of [...episodes, ...books]) {
      const object = await env.env.MEDIA.get(item.audioKey, { range: { offset: 0, length: 12 } });
      expect(object, item.audioKey).not.toBeNull();
      const head = new TextDecoder().decode(await object!.arrayBuffer());
      expect(head.slice(0, 4) + head.slice(8, 12)).toBe('RIFFWAVE');
      expect(object!.size).toBe(item.audioSize);
    }
    for (const book of books) expect(await env.env.MEDIA.head(book.coverKey!)).not.toBeNull();
  });

  it("gives every article a reading time inside the News tiles' 5-15 minutes, and no picture of its own headline", async () => {
    const news = await env.db.select().from(t.newsArticles);
    for (const a of news) {
      expect(a.readingTime, a.title).toBeGreaterThanOrEqual(5);
      expect(a.readingTime, a.title).toBeLessThanOrEqual(15);
    }
    // The demo has no photographs: a generated card that repeats the title is no picture at all.
    expect(news.filter((a) => a.imageUrl)).toEqual([]);
    expect((await env.db.select().from(t.donationCampaigns)).filter((c) => c.imageUrl)).toEqual([]);
  });

  it("shows a donor's name on a campaign only where the donor chose to", async () => {
    const donations = await env.db.select().from(t.donations);
    expect(donations.some((d) => d.donorName && !d.showName)).toBe(true);
    const listed = (await (await call(env.env, '/api/donation-campaigns')).json()) as {
      donations: { id: number; donorName: string | null }[];
    }[];
    for (const d of listed.flatMap((c) => c.donations)) {
      const row = donations.find((r) => r.id === d.id)!;
      expect(d.donorName, `donation ${d.id}`).toBe(row.showName ? row.donorName : null);
    }
  });

  it('lets the demo accounts sign in with the documented passwords and roles', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const res = await call(env.env, '/api/auth/login', { method: 'POST', body: { email: account.email, password: account.password } });
      expect(res.status).toBe(200);
      const me = await (await call(env.env, '/api/auth/user', { cookie: sessionCookieFrom(res) })).json();
      expect(me).toMatchObject({ firstName: account.firstName, role: account.role });
    }
  });

  it('gives the demo member a saved post and a saved comment, newest first, that they can read (issue 20)', async () => {
    const member = DEMO_ACCOUNTS.find((a) => a.email === 'member@example.org')!;
    const login = await call(env.env, '/api/auth/login', { method: 'POST', body: { email: member.email, password: member.password } });
    const saved = (await (await call(env.env, '/api/community/saved', { cookie: sessionCookieFrom(login) })).json()) as {
      items: { kind: string }[];
    };
    expect(saved.items.map((i) => i.kind)).toEqual(['comment', 'post']);
  });

  it('shows edit history on the oldest discussion and the oldest comment (issue 20): earlier versions anyone can read', async () => {
    const member = DEMO_ACCOUNTS.find((a) => a.email === 'member@example.org')!;
    const login = await call(env.env, '/api/auth/login', { method: 'POST', body: { email: member.email, password: member.password } });
    const cookie = sessionCookieFrom(login);
    const edited = await env.db.select().from(t.communityRevisions);
    expect(edited.filter((r) => r.postId !== null)).toHaveLength(1);
    expect(edited.filter((r) => r.commentId !== null)).toHaveLength(1);
    for (const r of edited) {
      const path = r.postId !== null ? `/api/community/posts/${r.postId}` : `/api/community/comments/${r.commentId}`;
      const res = await call(env.env, `${path}/revisions`, { cookie });
      expect(res.status).toBe(200);
      expect(JSON.stringify(await res.json())).toContain(JSON.stringify(r.content).slice(1, 40));
    }
    const [post] = await env.db
      .select()
      .from(t.communityPosts)
      .where(eq(t.communityPosts.id, edited.find((r) => r.postId)!.postId!));
    expect(post!.updatedAt > post!.createdAt).toBe(true);
  });

  it('never seeds twice', async () => {
    const before = await n(env.db.select({ n: count() }).from(t.newsArticles));
    expect(await seedDemo(env.db, env.env.MEDIA)).toEqual({ seeded: false });
    expect(await n(env.db.select({ n: count() }).from(t.newsArticles))).toBe(before);
  });
});

describe("the landing page's pictures", () => {
  it('are our own files in R2, served as images and cached for a year, put once', async () => {
    await putSiteImages(env.env.MEDIA);
    await putSiteImages(env.env.MEDIA); // again: nothing changes
    for (const { key, width, height } of Object.values(LANDING_IMAGES)) {
      const res = await call(env.env, mediaUrl(key));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(res.headers.get('cache-control')).toContain('immutable');
      expect(await res.text()).toContain(`width="${width}" height="${height}"`);
    }
  });
});
