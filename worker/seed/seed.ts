import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import * as t from '../src/db/schema';
import { hashPassword, randomToken, sha256Hex } from '../src/lib/crypto';
import { slugify } from '../src/schemas/cms-pages';
import { parseAmountCents } from '../src/schemas/money';
import { paidAt } from '../src/giving/services/giving-setup';
import { nextMonth } from '../src/giving/services/monthly-gifts';
import { readingTime } from '../src/cms/services/news-admin';
import { makeArtSvg } from './art';
import { campaignsSeed } from './data/donations';
import { chatRoomsSeed } from './data/chat';
import { formsSeed, mediaSeed, menusSeed, pagesSeed, redirectsSeed, templatesSeed } from './data/cms';
import { postsSeed } from './data/community';
import { demoMembers } from './data/members';
import { newsSeed } from './data/news';
import { episodesSeed } from './data/podcasts';
import { audiobooksSeed } from './data/audiobooks';
import { audiobookChaptersSeed, episodeChaptersSeed } from './data/chapters';
import { transcriptKey } from '../src/content/services/timed-transcripts';
import { seedDrafts } from './drafts';
import { seedRevisions } from './revisions';
import { seedSaved } from './saved';
import { seedTrust } from './trust';
import type { CampaignSeed } from './types';
import { demoVtt } from './vtt';
import { parseVtt } from '../src/schemas/webvtt';
import { replaceCues } from '../src/content/services/transcript-cues';
import { DEMO_AUDIO_SECONDS, makeChimeWav } from './wav';

/** The two accounts README lists for local development. Never created in production. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@example.org', password: 'admin-demo-password', firstName: 'Jordan', lastName: 'Nguyen', role: 'admin' as const },
  { email: 'member@example.org', password: 'member-demo-password', firstName: 'Sam', lastName: 'Taylor', role: 'member' as const },
  { email: 'editor@example.org', password: 'editor-demo-password', firstName: 'Riley', lastName: 'Okafor', role: 'editor' as const },
];

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const encoder = new TextEncoder();

/** Stores bytes in R2 under a key that changes with the content, so caches can keep it forever. */
async function putMedia(
  bucket: R2Bucket,
  folder: string,
  name: string,
  bytes: Uint8Array,
  contentType: string,
): Promise<{ key: string; size: number }> {
  const digest = (await sha256Hex(Array.from(bytes.subarray(0, 4096), (b) => String.fromCharCode(b)).join('') + bytes.length)).slice(0, 10);
  const ext = contentType === 'audio/wav' ? 'wav' : 'svg';
  const key = `${folder}/${slugify(name)}-${digest}.${ext}`;
  await bucket.put(key, bytes, { httpMetadata: { contentType }, customMetadata: { filename: `${slugify(name)}.${ext}` } });
  return { key, size: bytes.length };
}

const svg = (bucket: R2Bucket, folder: string, name: string, art: Parameters<typeof makeArtSvg>[0]) =>
  putMedia(bucket, folder, name, encoder.encode(makeArtSvg(art)), 'image/svg+xml');

/** Runs `insert`s in batches (D1 caps statements per batch and parameters per statement). */
async function batchAll(db: Db, statements: Parameters<Db['batch']>[0][number][]): Promise<void> {
  for (let i = 0; i < statements.length; i += 50) {
    const chunk = statements.slice(i, i + 50);
    if (chunk.length) await db.batch(chunk as [(typeof chunk)[number], ...typeof chunk]);
  }
}

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.users).where(eq(t.users.email, DEMO_ACCOUNTS[0]!.email));
  return (row?.n ?? 0) > 0;
}

/** Fills an empty database and bucket with the demo content; does nothing if already seeded. */
export async function seedDemo(db: Db, bucket: R2Bucket, now = new Date()): Promise<{ seeded: boolean }> {
  if (await isSeeded(db)) return { seeded: false };
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  // People
  const userIds = new Map<string, number>();
  for (const account of DEMO_ACCOUNTS) {
    const [row] = await db
      .insert(t.users)
      .values({
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        role: account.role,
        passwordHash: await hashPassword(account.password),
        // The demo accounts' addresses are the demo's own: nothing to confirm.
        emailVerifiedAt: ago(400 * DAY),
      })
      .returning({ id: t.users.id });
    userIds.set(account.email, row!.id);
  }
  for (const m of demoMembers) {
    const [row] = await db
      .insert(t.users)
      .values({ email: m.email, firstName: m.firstName, lastName: m.lastName, createdAt: ago(200 * DAY) })
      .returning({ id: t.users.id });
    userIds.set(m.key, row!.id);
  }
  // Two levels beside "Free" for admins to give (CMS Admin, Members); every demo account stays Free.
  await db.insert(t.membershipLevels).values([{ name: 'Supporter' }, { name: 'Patron' }]);
  const memberId = (key: string) => {
    const id = userIds.get(key);
    if (!id) throw new Error(`Unknown demo member "${key}"`);
    return id;
  };

  // News, without pictures: the demo has no photographs, and a picture of the headline would
  // only repeat it in words that do not grow with the text-size setting.
  const news = [];
  for (const [i, a] of newsSeed.entries()) {
    news.push(
      db.insert(t.newsArticles).values({
        title: a.title,
        excerpt: a.excerpt,
        content: a.content,
        author: a.author,
        tags: a.tags,
        publishedAt: ago(a.daysAgo * DAY + (i % 9) * HOUR + 2 * HOUR),
        readingTime: readingTime(a.content),
      }),
    );
  }
  await batchAll(db, news);

  // Podcast: listed oldest first, one a week, the newest a day ago.
  const episodes = [];
  for (const [i, e] of episodesSeed.entries()) {
    const number = i + 1;
    const audio = await putMedia(bucket, 'podcasts', `cripchat-episode-${number}`, makeChimeWav(number, DEMO_AUDIO_SECONDS), 'audio/wav');
    const thumb = await svg(bucket, 'podcasts', `cripchat-episode-${number}-art`, {
      width: 600,
      height: 600,
      title: e.title,
      subtitle: `Episode ${number}`,
      label: 'CripChat',
    });
    episodes.push(
      db.insert(t.podcastEpisodes).values({
        title: e.title,
        description: e.description,
        transcript: e.transcript,
        tags: e.tags,
        episodeNumber: number,
        // The length of the audio itself: the player, chapters and lists all say what is there.
        duration: DEMO_AUDIO_SECONDS,
        audioKey: audio.key,
        audioMimeType: 'audio/wav',
        audioSize: audio.size,
        thumbnailKey: thumb.key,
        publishedAt: ago((episodesSeed.length - number) * 7 * DAY + DAY),
      }),
    );
  }
  await batchAll(db, episodes);

  // Audio library
  const books = [];
  for (const [i, b] of audiobooksSeed.entries()) {
    const audio = await putMedia(bucket, 'audiobooks', b.title, makeChimeWav(100 + i, DEMO_AUDIO_SECONDS), 'audio/wav');
    const cover = await svg(bucket, 'covers', b.title, { width: 400, height: 600, title: b.title, subtitle: b.author, label: b.category });
    books.push(
      db.insert(t.audiobooks).values({
        title: b.title,
        author: b.author,
        narrator: b.narrator,
        description: b.description,
        category: b.category,
        duration: DEMO_AUDIO_SECONDS,
        publishedYear: b.publishedYear,
        isbn: b.isbn,
        isAccessible: b.isAccessible,
        hasTranscript: b.hasTranscript,
        audioKey: audio.key,
        audioMimeType: 'audio/wav',
        audioSize: audio.size,
        coverKey: cover.key,
        createdAt: ago(b.daysAgo * DAY + i * 60_000),
      }),
    );
  }
  await batchAll(db, books);

  // Chapters on some episodes and books, at times within their audio.
  const episodeIds = await db.select({ id: t.podcastEpisodes.id, number: t.podcastEpisodes.episodeNumber }).from(t.podcastEpisodes);
  const bookIds = await db.select({ id: t.audiobooks.id, title: t.audiobooks.title }).from(t.audiobooks);
  const chapterRows = [
    ...episodeIds.flatMap((e) =>
      (episodeChaptersSeed[e.number] ?? []).map((c) => db.insert(t.episodeChapters).values({ itemId: e.id, ...c })),
    ),
    ...bookIds.flatMap((b) =>
      (audiobookChaptersSeed[b.title] ?? []).map((c) => db.insert(t.audiobookChapters).values({ itemId: b.id, ...c })),
    ),
  ];
  await batchAll(db, chapterRows);

  // Every demo episode's transcript, timed over its audio.
  for (const e of episodeIds) {
    const transcript = episodesSeed[e.number - 1]?.transcript;
    if (!transcript) continue;
    const vtt = demoVtt(transcript, DEMO_AUDIO_SECONDS);
    await bucket.put(transcriptKey(e.id), vtt, { httpMetadata: { contentType: 'text/vtt; charset=utf-8' } });
    // Its lines, for the site-wide search (decision 0032).
    const parsed = parseVtt(vtt);
    if (parsed.ok) await replaceCues(db, e.id, parsed.cues);
  }

  // Community: counts are written from the rows they count.
  for (const p of postsSeed) {
    const createdMs = now.getTime() - p.hoursAgo * HOUR;
    const comments = p.comments.map((c) => ({
      ...c,
      at: new Date(Math.min(createdMs + c.hoursAfterPost * HOUR, now.getTime() - 60_000)).toISOString(),
    }));
    const [post] = await db
      .insert(t.communityPosts)
      .values({
        userId: memberId(p.author),
        title: p.title,
        content: p.content,
        category: p.category,
        tags: p.tags,
        contentWarning: p.contentWarning ?? null,
        likesCount: p.likedBy.length,
        commentsCount: comments.length,
        lastCommentAt: comments.length
          ? comments
              .map((c) => c.at)
              .sort()
              .at(-1)!
          : null,
        createdAt: new Date(createdMs).toISOString(),
        updatedAt: new Date(createdMs).toISOString(),
      })
      .returning({ id: t.communityPosts.id });
    // One by one, in order: a reply needs the id of the comment it answers.
    const ids: number[] = [];
    for (const c of comments) {
      const [row] = await db
        .insert(t.postComments)
        .values({ postId: post!.id, userId: memberId(c.author), content: c.content, createdAt: c.at, updatedAt: c.at })
        .returning({ id: t.postComments.id });
      ids.push(row!.id);
    }
    // Replies (decision 0031): a reply to a reply sits in the thread of the comment it answers.
    const threadOf = (i: number): number => {
      const answered = comments[i]!.replyTo;
      return answered === undefined ? i : threadOf(answered);
    };
    await batchAll(db, [
      ...comments.flatMap((c, i) =>
        c.replyTo === undefined
          ? []
          : [
              db
                .update(t.postComments)
                .set({ replyToId: ids[c.replyTo]!, threadId: ids[threadOf(c.replyTo)]! })
                .where(eq(t.postComments.id, ids[i]!)),
            ],
      ),
      ...p.likedBy.map((key) => db.insert(t.postLikes).values({ postId: post!.id, userId: memberId(key) })),
      ...Object.entries(p.readUpTo ?? {}).map(([key, index]) =>
        db
          .insert(t.readMarks)
          .values({ userId: memberId(key), postId: post!.id, lastReadCommentId: ids[index]!, readAt: comments[index]!.at }),
      ),
    ]);
  }

  // Chat rooms (decision 0027): each owns a conversation; its demo members have joined.
  for (const [position, room] of chatRoomsSeed.entries()) {
    const [conversation] = await db.insert(t.conversations).values({ title: room.name }).returning({ id: t.conversations.id });
    const [row] = await db
      .insert(t.chatRooms)
      .values({
        conversationId: conversation!.id,
        name: room.name,
        description: room.description,
        position,
        slowModeSeconds: room.slowModeSeconds ?? 0,
      })
      .returning({ id: t.chatRooms.id });
    const senderOf = (from: string) => userIds.get(from) ?? memberId(from);
    const senders = [...new Set(room.messages.map((m) => senderOf(m.from)))];
    await batchAll(db, [
      ...senders.map((userId) => db.insert(t.chatRoomMembers).values({ roomId: row!.id, userId })),
      ...room.messages.map((m, i) =>
        db.insert(t.messages).values({
          conversationId: conversation!.id,
          senderId: senderOf(m.from),
          clientId: `demo-room-${row!.id}-${i}`,
          body: m.body,
          createdAt: ago(m.minutesAgo * 60_000),
        }),
      ),
    ]);
    const last = room.messages.at(-1);
    if (last)
      await db
        .update(t.conversations)
        .set({
          lastMessageAt: ago(last.minutesAgo * 60_000),
          lastMessageId: sql`(select max(id) from messages where conversation_id = ${conversation!.id})`,
        })
        .where(eq(t.conversations.id, conversation!.id));
  }

  await seedTrust(db, memberId, (email) => userIds.get(email)!, now);
  await seedReleaseNotifications(db, userIds.get('member@example.org')!, now);
  await seedDrafts(db, userIds.get('member@example.org')!, now);
  await seedSaved(db, userIds.get('member@example.org')!, now);
  await seedRevisions(db, now);
  await seedCms(db, bucket, now);
  await seedDonations(db, now, userIds.get(DEMO_ACCOUNTS[0]!.email)!);
  return { seeded: true };
}

/**
 * The demo member has heard of the newest episode and audiobook (decision 0029), as publishing
 * them would have told them, so the bell shows the kinds beyond replies on a fresh start.
 */
async function seedReleaseNotifications(db: Db, memberId: number, now: Date): Promise<void> {
  const [episode] = await db.select().from(t.podcastEpisodes).orderBy(desc(t.podcastEpisodes.publishedAt)).limit(1);
  const [book] = await db.select().from(t.audiobooks).orderBy(desc(t.audiobooks.createdAt)).limit(1);
  const at = now.toISOString();
  const told = (kind: 'new-episode' | 'new-audiobook', item: { id: number; title: string }, path: string, key: string) => ({
    userId: memberId,
    kind,
    title: item.title,
    link: `${path}${item.id}`,
    groupKey: `${key}${item.id}`,
    createdAt: at,
    updatedAt: at,
  });
  const rows = [
    ...(episode ? [told('new-episode', episode, '/podcasts/', 'episode:')] : []),
    ...(book ? [told('new-audiobook', book, '/library/', 'audiobook:')] : []),
  ];
  if (rows.length > 0) await db.insert(t.notifications).values(rows);
}

async function seedCms(db: Db, bucket: R2Bucket, now: Date): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
  const day = (offset: number) => ago(offset).slice(0, 10);
  for (const p of pagesSeed) {
    const [page] = await db
      .insert(t.cmsPages)
      .values({
        title: p.title,
        slug: p.slug,
        body: p.body,
        status: p.status,
        publishAt: p.status === 'scheduled' ? ago(-(p.publishInDays ?? 7)) : null,
        viewCount: p.dailyViews.reduce((a, b) => a + b, 0),
        createdAt: ago(p.daysAgo + 30),
        updatedAt: ago(p.daysAgo),
      })
      .returning({ id: t.cmsPages.id });
    const views = p.dailyViews
      .map((v, i) => ({ pageId: page!.id, day: day(p.dailyViews.length - 1 - i), views: v }))
      .filter((v) => v.views > 0);
    if (views.length) await db.insert(t.cmsPageViewsDaily).values(views);
  }
  await batchAll(
    db,
    templatesSeed.map((tpl) =>
      db.insert(t.cmsTemplates).values({
        name: tpl.name,
        category: tpl.category,
        body: tpl.body,
        usageCount: tpl.usageCount,
        createdAt: ago(tpl.daysAgo),
        updatedAt: ago(tpl.daysAgo),
      }),
    ),
  );
  for (const f of formsSeed) {
    const [form] = await db
      .insert(t.cmsForms)
      .values({
        name: f.name,
        fields: f.fields,
        isActive: f.isActive,
        submitCount: f.submissions.length,
        createdAt: ago(f.daysAgo),
        updatedAt: ago(f.daysAgo),
      })
      .returning({ id: t.cmsForms.id });
    await batchAll(
      db,
      f.submissions.map((s) =>
        db.insert(t.cmsFormSubmissions).values({ formId: form!.id, data: s.data, isRead: s.isRead, createdAt: ago(s.daysAgo) }),
      ),
    );
  }
  await batchAll(
    db,
    menusSeed.map((m) => db.insert(t.cmsMenus).values(m)),
  );
  await batchAll(
    db,
    redirectsSeed.map((r) => db.insert(t.cmsRedirects).values(r)),
  );
  for (const m of mediaSeed) {
    const file = await svg(bucket, 'media', m.filename.replace(/\.svg$/, ''), { width: 1200, height: 800, title: m.title });
    await db
      .insert(t.cmsMedia)
      .values({ filename: m.filename, alt: m.alt, key: file.key, mimeType: 'image/svg+xml', size: file.size, createdAt: ago(m.daysAgo) });
  }
}

/** A monthly test gift paid the last `payments` months (a donation each, paid below), due again a month after the last. */
async function seedMonthlyGift(db: Db, now: Date, campaignId: number, m: NonNullable<CampaignSeed['monthly']>[number]) {
  const { payments, amount, ...donor } = m;
  const amountCents = parseAmountCents(amount)!;
  const charges = Array.from({ length: payments }, (_, i) => {
    const at = new Date(now);
    at.setUTCMonth(at.getUTCMonth() - (payments - 1 - i));
    return at.toISOString();
  });
  const [gift] = await db
    .insert(t.monthlyGifts)
    .values({
      campaignId,
      amountCents,
      ...donor,
      provider: 'test',
      status: 'active',
      token: randomToken(24),
      nextChargeAt: nextMonth(charges.at(-1)!),
      createdAt: charges[0]!,
    })
    .returning({ id: t.monthlyGifts.id });
  await batchAll(
    db,
    charges.map((at) =>
      db.insert(t.donations).values({
        campaignId,
        amountCents,
        ...donor,
        provider: 'test',
        providerRef: `test-monthly:${gift!.id}:${at}`,
        monthlyGiftId: gift!.id,
        receiptToken: randomToken(24),
        createdAt: at,
      }),
    ),
  );
}

async function seedDonations(db: Db, now: Date, creatorId: number): Promise<void> {
  const refunds: { receiptToken: string; at: string }[] = [];
  // No pictures either: a picture of the campaign's own title says nothing the card does not.
  for (const c of campaignsSeed) {
    const endDate = c.endsInDays === null ? null : new Date(now.getTime() + c.endsInDays * DAY).toISOString().slice(0, 10);
    const [campaign] = await db
      .insert(t.donationCampaigns)
      .values({
        title: c.title,
        description: c.description,
        goalCents: parseAmountCents(c.goal)!,
        status: c.status,
        endDate,
        creatorId,
      })
      .returning({ id: t.donationCampaigns.id });
    await batchAll(
      db,
      c.donations.map((d) => {
        const at = new Date(now.getTime() - d.daysAgo * DAY).toISOString();
        const receiptToken = randomToken(24);
        if (d.refundedDaysAgo !== undefined)
          refunds.push({ receiptToken, at: new Date(now.getTime() - d.refundedDaysAgo * DAY).toISOString() });
        return db.insert(t.donations).values({
          campaignId: campaign!.id,
          amountCents: parseAmountCents(d.amount)!,
          donorName: d.donorName,
          showName: d.showName,
          email: d.email,
          provider: 'test',
          receiptToken,
          createdAt: at,
        });
      }),
    );
    for (const m of c.monthly ?? []) await seedMonthlyGift(db, now, campaign!.id, m);
  }
  // Paid as the giving flow pays them, receipt numbers included, on the day they were given.
  await db
    .update(t.donations)
    .set(paidAt(sql`${t.donations.createdAt}`))
    .where(eq(t.donations.status, 'pending'));
  // Then refunded, as an admin refunds a paid gift (by the seeded admin: the creator).
  await batchAll(
    db,
    refunds.map((r) =>
      db
        .update(t.donations)
        .set({ status: 'refunded', refundedAt: r.at, refundedById: creatorId })
        .where(eq(t.donations.receiptToken, r.receiptToken)),
    ),
  );
}
