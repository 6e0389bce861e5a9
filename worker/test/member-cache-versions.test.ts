import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { SHARED_AREAS, type ContentVersions, type SharedArea } from '../src/lib/shared-areas';
import { listSharedPosts } from '../src/community/services/community-list';
import { ACCESS } from './support/access-matrix';
import { createTestEnv } from './support/env';
import { makeArticle, makeAudiobook, makeComment, makeEpisode, makePost, signedIn } from './support/factories';
import { bytesOf, makeMedia, uploadAvatar } from './support/media-factories';
import { call } from './support/request';

// Decision 0030: every write that changes what a shared read shows bumps its area's version
// stamp, in the same statement (the triggers of migration 0022). Each write route of the access
// matrix is either run here, with the shared content compared before and after, or named as one
// that cannot change shared content, with the reason; a new write route fails until it is one.

let te: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  te = await createTestEnv();
});
afterAll(() => te.dispose());

const PASSWORD = 'correct horse battery';

async function versions(): Promise<ContentVersions> {
  const rows = await te.db.select().from(t.contentVersions);
  return Object.fromEntries(rows.map((r) => [r.area, r.version])) as ContentVersions;
}

/** Everything the shared reads can show, per area, read straight from the tables. */
async function sharedContent(): Promise<Record<SharedArea, string>> {
  const db = te.db;
  return {
    news: JSON.stringify(
      await db.select().from(t.newsArticles).where(eq(t.newsArticles.status, 'published')).orderBy(asc(t.newsArticles.id)),
    ),
    podcasts: JSON.stringify(
      await db.select().from(t.podcastEpisodes).where(eq(t.podcastEpisodes.status, 'published')).orderBy(asc(t.podcastEpisodes.id)),
    ),
    audiobooks: JSON.stringify(
      await db.select().from(t.audiobooks).where(eq(t.audiobooks.status, 'published')).orderBy(asc(t.audiobooks.id)),
    ),
    community: JSON.stringify(await listSharedPosts(db, { limit: 10_000, offset: 0 })),
  };
}

type Scenario = {
  /** The areas whose shared content this write changes (the test also proves it changed them). */
  changes: SharedArea[];
  /** Makes what the write acts on; returns the write itself. */
  prepare: () => Promise<() => Response | Promise<Response>>;
};

const editor = () => signedIn(te.db, { role: 'editor' });
const send = (path: string, method: string, cookie?: string, body?: unknown) => call(te.env, path, { method, cookie, body });
const postBody = { title: 'Accessible venues list', content: 'Which venues in Hobart have good access?', category: 'General Discussion' };

async function newsBody() {
  return {
    title: 'Changes to the review',
    excerpt: 'What it means.',
    content: 'The body of the article.',
    author: 'Sam',
    tags: 'NDIS',
    status: 'published',
  };
}
// Episode numbers unique to this file and within the 1-100,000 the form allows (a random one
// above 91,000 used to fail one run in eleven); the factories count up from 10,000.
let episodeNumbers = 90_000;
async function episodeBody() {
  const [audio, picture] = [await makeMedia(te.db, te.env, 'audio/mpeg'), await makeMedia(te.db, te.env, 'image/jpeg')];
  return {
    title: 'Dating with a disability',
    description: 'Three guests.',
    episodeNumber: ++episodeNumbers,
    audioMediaId: audio.id,
    thumbnailMediaId: picture.id,
    duration: 2712,
    transcript: 'Welcome.',
    tags: ['Relationships'],
  };
}
async function bookBody() {
  const [audio, cover] = [await makeMedia(te.db, te.env, 'audio/mp4'), await makeMedia(te.db, te.env, 'image/png')];
  return {
    title: 'Emma',
    author: 'Jane Austen',
    narrator: 'A. Reader',
    description: 'A comedy of manners.',
    category: 'Classic Fiction',
    publishedYear: 1815,
    isbn: null,
    audioMediaId: audio.id,
    coverMediaId: cover.id,
    duration: 60_000,
  };
}

/** A member with a visible post of their own, and another member's comment on it. */
async function postWithComment() {
  const author = await signedIn(te.db, { password: PASSWORD });
  const post = await makePost(te.db, author.user.id);
  const other = await signedIn(te.db);
  const comment = await makeComment(te.db, post.id, other.user.id);
  return { author, post, other, comment };
}

const SCENARIOS: Record<string, Scenario> = {
  'POST /api/news': {
    changes: ['news'],
    prepare: async () => {
      const [{ cookie }, body] = [await editor(), await newsBody()];
      return () => send('/api/news', 'POST', cookie, body);
    },
  },
  'PATCH /api/news/:id': {
    changes: ['news'],
    prepare: async () => {
      const [{ cookie }, a] = [await editor(), await makeArticle(te.db)];
      return () => send(`/api/news/${a.id}`, 'PATCH', cookie, { title: 'A new title for it' });
    },
  },
  'DELETE /api/news/:id': {
    changes: ['news'],
    prepare: async () => {
      const [{ cookie }, a] = [await editor(), await makeArticle(te.db)];
      return () => send(`/api/news/${a.id}`, 'DELETE', cookie);
    },
  },
  'POST /api/podcasts': {
    changes: ['podcasts'],
    prepare: async () => {
      const [{ cookie }, body] = [await editor(), await episodeBody()];
      return () => send('/api/podcasts', 'POST', cookie, body);
    },
  },
  'PATCH /api/podcasts/:id': {
    changes: ['podcasts'],
    prepare: async () => {
      const [{ cookie }, e] = [await editor(), await makeEpisode(te.db)];
      return () => send(`/api/podcasts/${e.id}`, 'PATCH', cookie, { title: 'A new title for it' });
    },
  },
  'DELETE /api/podcasts/:id': {
    changes: ['podcasts'],
    prepare: async () => {
      const [{ cookie }, e] = [await editor(), await makeEpisode(te.db)];
      return () => send(`/api/podcasts/${e.id}`, 'DELETE', cookie);
    },
  },
  'POST /api/podcasts/:id/feedback': {
    changes: [],
    prepare: async () => {
      const [{ cookie }, e] = [await signedIn(te.db), await makeEpisode(te.db)];
      return () => send(`/api/podcasts/${e.id}/feedback`, 'POST', cookie, { feedback: 'Loved it.' });
    },
  },
  'POST /api/audiobooks': {
    changes: ['audiobooks'],
    prepare: async () => {
      const [{ cookie }, body] = [await editor(), await bookBody()];
      return () => send('/api/audiobooks', 'POST', cookie, body);
    },
  },
  'PATCH /api/audiobooks/:id': {
    changes: ['audiobooks'],
    prepare: async () => {
      const [{ cookie }, b] = [await editor(), await makeAudiobook(te.db)];
      return () => send(`/api/audiobooks/${b.id}`, 'PATCH', cookie, { title: 'A new title for it' });
    },
  },
  'DELETE /api/audiobooks/:id': {
    changes: ['audiobooks'],
    prepare: async () => {
      const [{ cookie }, b] = [await editor(), await makeAudiobook(te.db)];
      return () => send(`/api/audiobooks/${b.id}`, 'DELETE', cookie);
    },
  },
  // A favourite is the member's own (the book's page merges it); the shared list has none.
  'PUT /api/audiobooks/:id/favourite': {
    changes: [],
    prepare: async () => {
      const [{ cookie }, b] = [await signedIn(te.db), await makeAudiobook(te.db)];
      return () => send(`/api/audiobooks/${b.id}/favourite`, 'PUT', cookie);
    },
  },
  'DELETE /api/audiobooks/:id/favourite': {
    changes: [],
    prepare: async () => {
      const [{ cookie }, b] = [await signedIn(te.db), await makeAudiobook(te.db)];
      await send(`/api/audiobooks/${b.id}/favourite`, 'PUT', cookie);
      return () => send(`/api/audiobooks/${b.id}/favourite`, 'DELETE', cookie);
    },
  },
  'POST /api/community/posts': {
    changes: ['community'],
    prepare: async () => {
      const { cookie } = await signedIn(te.db);
      return () => send('/api/community/posts', 'POST', cookie, postBody);
    },
  },
  'PATCH /api/community/posts/:id': {
    changes: ['community'],
    prepare: async () => {
      const { author, post } = await postWithComment();
      return () => send(`/api/community/posts/${post.id}`, 'PATCH', author.cookie, { title: 'A better title now' });
    },
  },
  'DELETE /api/community/posts/:id': {
    changes: ['community'],
    prepare: async () => {
      const { author, post } = await postWithComment();
      return () => send(`/api/community/posts/${post.id}`, 'DELETE', author.cookie);
    },
  },
  // The count of likes is shared; who liked is each member's own.
  'PUT /api/community/posts/:id/like': {
    changes: ['community'],
    prepare: async () => {
      const { post, other } = await postWithComment();
      return () => send(`/api/community/posts/${post.id}/like`, 'PUT', other.cookie);
    },
  },
  'DELETE /api/community/posts/:id/like': {
    changes: ['community'],
    prepare: async () => {
      const { post, other } = await postWithComment();
      await send(`/api/community/posts/${post.id}/like`, 'PUT', other.cookie);
      return () => send(`/api/community/posts/${post.id}/like`, 'DELETE', other.cookie);
    },
  },
  // The count of comments is shared; the comments themselves are not in the list.
  'POST /api/community/posts/:id/comments': {
    changes: ['community'],
    prepare: async () => {
      const { post, other } = await postWithComment();
      return () => send(`/api/community/posts/${post.id}/comments`, 'POST', other.cookie, { content: 'Me too, thank you.' });
    },
  },
  'PATCH /api/community/comments/:id': {
    changes: [],
    prepare: async () => {
      const { comment, other } = await postWithComment();
      return () => send(`/api/community/comments/${comment.id}`, 'PATCH', other.cookie, { content: 'Changed my words.' });
    },
  },
  'DELETE /api/community/comments/:id': {
    changes: ['community'],
    prepare: async () => {
      const { comment, other } = await postWithComment();
      return () => send(`/api/community/comments/${comment.id}`, 'DELETE', other.cookie);
    },
  },
  'POST /api/community/posts/:id/report': {
    changes: [],
    prepare: async () => {
      const { post, other } = await postWithComment();
      return () => send(`/api/community/posts/${post.id}/report`, 'POST', other.cookie, { reason: "It's spam" });
    },
  },
  'POST /api/community/comments/:id/report': {
    changes: [],
    prepare: async () => {
      const { comment, author } = await postWithComment();
      return () => send(`/api/community/comments/${comment.id}/report`, 'POST', author.cookie, { reason: "It's spam" });
    },
  },
  'PATCH /api/community/reports/:id': {
    changes: [],
    prepare: async () => {
      const { post, other } = await postWithComment();
      const { id } = (await (
        await send(`/api/community/posts/${post.id}/report`, 'POST', other.cookie, { reason: "It's spam" })
      ).json()) as { id: number };
      const { cookie } = await editor();
      return () => send(`/api/community/reports/${id}`, 'PATCH', cookie, { status: 'dismissed' });
    },
  },
  'PATCH /api/community/posts/:id/moderation': {
    changes: ['community'],
    prepare: async () => {
      const [{ post }, { cookie }] = [await postWithComment(), await editor()];
      return () => send(`/api/community/posts/${post.id}/moderation`, 'PATCH', cookie, { visibility: 'hidden' });
    },
  },
  // A hidden comment leaves the post's count of comments.
  'PATCH /api/community/comments/:id/moderation': {
    changes: ['community'],
    prepare: async () => {
      const [{ comment }, { cookie }] = [await postWithComment(), await editor()];
      return () => send(`/api/community/comments/${comment.id}/moderation`, 'PATCH', cookie, { visibility: 'hidden' });
    },
  },
  // An author's name and photo are on their posts.
  'PATCH /api/profile': {
    changes: ['community'],
    prepare: async () => {
      const { author } = await postWithComment();
      return () => send('/api/profile', 'PATCH', author.cookie, { firstName: 'Renamed', lastName: 'Person' });
    },
  },
  'PUT /api/profile/avatar': {
    changes: ['community'],
    prepare: async () => {
      const { author } = await postWithComment();
      return () => uploadAvatar(te.env, author.cookie, { name: 'me.png', type: 'image/png', bytes: bytesOf('image/png', 2000) });
    },
  },
  'DELETE /api/profile/avatar': {
    changes: ['community'],
    prepare: async () => {
      const { author } = await postWithComment();
      await uploadAvatar(te.env, author.cookie, { name: 'me.png', type: 'image/png', bytes: bytesOf('image/png', 2000) });
      return () => send('/api/profile/avatar', 'DELETE', author.cookie);
    },
  },
  // Blocks are merged per member (services/community-list.ts); the shared part is everyone's.
  'PUT /api/messages/blocks/:memberId': {
    changes: [],
    prepare: async () => {
      const { author, other } = await postWithComment();
      return () => send(`/api/messages/blocks/${author.user.id}`, 'PUT', other.cookie);
    },
  },
  'DELETE /api/messages/blocks/:memberId': {
    changes: [],
    prepare: async () => {
      const { author, other } = await postWithComment();
      await send(`/api/messages/blocks/${author.user.id}`, 'PUT', other.cookie);
      return () => send(`/api/messages/blocks/${author.user.id}`, 'DELETE', other.cookie);
    },
  },
  // Leaving takes the member's posts (or their name on them) and their likes and comments.
  'POST /api/account/delete': {
    changes: ['community'],
    prepare: async () => {
      const { author } = await postWithComment();
      return () => send('/api/account/delete', 'POST', author.cookie, { password: PASSWORD, posts: 'delete' });
    },
  },
  'POST /api/account/delete/confirm': {
    changes: ['community'],
    prepare: async () => {
      const { author } = await postWithComment();
      te.mail.length = 0;
      await send('/api/account/delete/link', 'POST', author.cookie, {});
      const link = /https?:\/\/\S+\/delete-account\?token=([\w-]+)/.exec(JSON.stringify(te.mail))?.[1];
      return () => send('/api/account/delete/confirm', 'POST', undefined, { token: link, posts: 'keep' });
    },
  },
};

/** Write routes that cannot change what a shared read shows, by path, with the reason. */
const NOT_SHARED: Array<[RegExp, string]> = [
  [/^\/api\/auth\//, 'sign-in, addresses, passwords, sessions and passkeys: no shared read shows them (names change through /api/profile)'],
  [/^\/api\/(logout|account\/delete\/link)$/, 'ends a session, or mails a link; nothing is changed until the link is used'],
  [/^\/api\/account\/export\/prepare$/, "a member's own copy of their data, prepared for them alone"],
  [/^\/api\/messages\//, 'private messages and their settings are never shared (blocks are run above)'],
  [/^\/api\/(chat\/|cms\/chat-rooms)/, 'chat rooms are read per member from D1 and pushed live, never kept in the shared cache'],
  [/^\/api\/bookmarks\//, "each member's own places in a recording, read per member"],
  [/^\/api\/community\/drafts(\/|$)/, "each member's own forum drafts (decision 0038), read per member"],
  [
    /^\/api\/community\/(posts|comments)\/[^/]+\/saved$/,
    "each member's own saved posts and comments (decision 0038): read per member (GET .../saved), never part of a shared list",
  ],
  [
    /^\/api\/community\/posts\/:id\/read$/,
    "a member's own place in a discussion: its new-comment counts are merged per member, never shared",
  ],
  [
    /^\/api\/(chapters|transcripts)\//,
    'chapters and timed transcripts have their own reads (GET /api/chapters, /api/transcripts), never part of a cached list or page',
  ],
  [/^\/api\/(listening-positions|notifications)\//, "each member's own, read per member"],
  [
    /^\/api\/cms\/(pages|templates|forms|menus|redirects|media|message-reports|membership-levels)(\/|$)/,
    "the public site's content, under the anonymous edge cache's own rules",
  ],
  [
    /^\/api\/community\/posts\/[^/]+\/(reading|slow-mode)$/,
    'reading time and slow mode (decision 0034): read per member (GET /api/trust, GET .../slow-mode), never part of a shared list',
  ],
  [/^\/api\/cms\/members\//, 'roles, levels, suspensions and sessions: merged from the session (canModerate), never shared'],
  [/^\/api\/(pages|forms)\//, 'page views and form answers of the public site'],
  [/^\/api\/(donation-campaigns|donations)(\/|$)/, 'donations: public, revalidated on every read'],
  [/^\/api\/account\/giving\//, "a member's own monthly gifts, read per member (GET /api/account/giving)"],
];

const writeRoutes = [...new Set(Object.keys(ACCESS).filter((route) => !/^(GET|HEAD) /.test(route)))];

describe('version stamps of shared content', () => {
  it('names every write route of the access matrix: run here, or unable to change shared content', () => {
    const unnamed = writeRoutes.filter((route) => {
      const path = route.slice(route.indexOf(' ') + 1);
      return !(route in SCENARIOS) && !NOT_SHARED.some(([pattern]) => pattern.test(path));
    });
    expect(unnamed).toEqual([]);
    for (const route of Object.keys(SCENARIOS)) expect(writeRoutes).toContain(route);
  });

  it.each(Object.entries(SCENARIOS))('%s bumps the stamp of every area it changes', async (_route, scenario) => {
    const write = await scenario.prepare();
    const [before, stampsBefore] = [await sharedContent(), await versions()];
    const res = await write();
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    const [after, stampsAfter] = [await sharedContent(), await versions()];
    const changed = SHARED_AREAS.filter((area) => before[area] !== after[area]);
    // The scenario does change what it says (so this test cannot pass by changing nothing)...
    expect(changed).toEqual(scenario.changes);
    // ...and every area whose shared content changed has a new stamp.
    for (const area of changed) expect(stampsAfter[area], area).toBeGreaterThan(stampsBefore[area]);
  });
});
