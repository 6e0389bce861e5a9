// The mixed traffic of npm run load: each connection is one member on its own address, signing
// in, reading lists and writing posts, comments, likes and gifts, and every write the server
// acknowledges goes into a ledger that verify.ts checks against the database afterwards.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { send, keepAlive, type Answer, type Call } from '../bench/http';
import { LOAD_PASSWORD, type Member } from './setup';

/** How often each action is picked, out of the total. */
const MIX = {
  'GET posts': 14,
  'GET news': 8,
  'GET campaigns': 6,
  'GET comments': 8,
  'GET user': 4,
  'sign-in': 5,
  'create post': 8,
  comment: 17,
  'like/unlike': 20,
  donate: 10,
} as const;
export type Kind = keyof typeof MIX;
export const KINDS = Object.keys(MIX) as Kind[];

export interface Ledger {
  /** Acknowledged posts: id to author. */
  posts: Map<number, number>;
  /** Acknowledged comments: id to post. */
  comments: Map<number, number>;
  /** "postId:userId" to the last acknowledged like state; null while a request's outcome is unknown. */
  likes: Map<string, boolean | null>;
  /** Acknowledged gifts: id to campaign and amount. */
  donations: Map<number, { campaignId: number; cents: number }>;
}

export interface KindStats {
  requests: number;
  ok: number;
  /** 429: refused by a rate limit, as designed. */
  refused: number;
  errors: number;
  latencies: number[];
}

export interface ErrorSample {
  /** Seconds into the run. */
  at: number;
  kind: Kind;
  call: string;
  status: number;
  body: string;
}

export interface Traffic {
  stats: Map<Kind, KindStats>;
  ledger: Ledger;
  /** The first errors, for the report. */
  errors: ErrorSample[];
  /** Every error by HTTP status; 0 when no answer came (the connection was closed or refused). */
  errorStatuses: Map<number, number>;
  seconds: number;
}

function pickKind(kinds: readonly Kind[]): Kind {
  let roll = Math.random() * kinds.reduce((sum, k) => sum + MIX[k], 0);
  for (const kind of kinds) {
    roll -= MIX[kind];
    if (roll < 0) return kind;
  }
  return kinds[0]!;
}

const pickOne = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
const json = (answer: Answer) => JSON.parse(answer.body.toString()) as Record<string, unknown>;
const cookieOf = (answer: Answer) =>
  [answer.headers['set-cookie'] ?? []]
    .flat()
    .find((c) => c.startsWith('session='))
    ?.split(';')[0];

/**
 * Each member waits between actions, a random time averaging `thinkMs` (uniform from 0 to
 * twice that), as a person reading the answer does. 0 sends back to back, which saturates
 * workerd's one thread; see docs/benchmarks.md for what workerd does then.
 * `kinds` narrows the mix (LOAD_ONLY), to find which actions a failure comes with.
 */
export async function runTraffic({
  base,
  members,
  cookies,
  campaigns,
  posts,
  seconds,
  thinkMs,
  kinds = KINDS,
}: {
  base: URL;
  members: Member[];
  cookies: string[];
  campaigns: number[];
  posts: number[];
  seconds: number;
  thinkMs: number;
  kinds?: readonly Kind[];
}): Promise<Traffic> {
  const agent = keepAlive(members.length);
  const stats = new Map<Kind, KindStats>(KINDS.map((k) => [k, { requests: 0, ok: 0, refused: 0, errors: 0, latencies: [] }]));
  const ledger: Ledger = { posts: new Map(), comments: new Map(), likes: new Map(), donations: new Map() };
  const errors: ErrorSample[] = [];
  const errorStatuses = new Map<number, number>();
  const countError = (status: number) => errorStatuses.set(status, (errorStatuses.get(status) ?? 0) + 1);
  const begun = performance.now();
  const targets = [...posts];
  const hot = posts.slice(0, 5);
  // Half the comments and likes go to five posts, so many members write to one post at once.
  const target = () => (Math.random() < 0.5 ? pickOne(hot) : pickOne(targets));

  /** Sends one call; returns the answer when it is `expected`, null when refused or failed. */
  async function call(kind: Kind, c: number, request: Call, expected: number): Promise<Answer | null> {
    const s = stats.get(kind)!;
    s.requests++;
    const headers = { Cookie: cookies[c]!, 'CF-Connecting-IP': members[c]!.ip, ...request.headers };
    const started = performance.now();
    let answer: Answer | undefined;
    try {
      answer = await send(base, agent, { ...request, headers });
    } catch (error) {
      s.errors++;
      countError(0);
      if (errors.length < 50)
        errors.push({
          at: (performance.now() - begun) / 1000,
          kind,
          call: `${request.method ?? 'GET'} ${request.path}`,
          status: 0,
          body: String(error),
        });
      return null;
    } finally {
      s.latencies.push(performance.now() - started);
    }
    if (answer.status === expected) {
      s.ok++;
      return answer;
    }
    if (answer.status === 429) s.refused++;
    else {
      s.errors++;
      countError(answer.status);
      if (errors.length < 50)
        errors.push({
          at: (performance.now() - begun) / 1000,
          kind,
          call: `${request.method ?? 'GET'} ${request.path}`,
          status: answer.status,
          body: answer.body.toString().slice(0, 300),
        });
    }
    return null;
  }

  async function act(kind: Kind, c: number): Promise<void> {
    const member = members[c]!;
    switch (kind) {
      case 'GET posts':
        await call(kind, c, { path: '/api/community/posts?limit=10' }, 200);
        return;
      case 'GET news':
        await call(kind, c, { path: '/api/news?limit=12' }, 200);
        return;
      case 'GET campaigns':
        await call(kind, c, { path: '/api/donation-campaigns' }, 200);
        return;
      case 'GET comments':
        await call(kind, c, { path: `/api/community/posts/${target()}/comments` }, 200);
        return;
      case 'GET user':
        await call(kind, c, { path: '/api/auth/user' }, 200);
        return;
      case 'sign-in': {
        const answer = await call(
          kind,
          c,
          { method: 'POST', path: '/api/auth/login', body: { email: member.email, password: LOAD_PASSWORD } },
          200,
        );
        const cookie = answer && cookieOf(answer);
        if (cookie) cookies[c] = cookie;
        return;
      }
      case 'create post': {
        const answer = await call(
          kind,
          c,
          {
            method: 'POST',
            path: '/api/community/posts',
            body: {
              title: `Load post from member ${c}`,
              content: `Written by npm run load at ${new Date().toISOString()}.`,
              category: 'General Discussion',
            },
          },
          201,
        );
        if (answer) {
          const id = json(answer).id as number;
          ledger.posts.set(id, member.id);
          targets.push(id);
        }
        return;
      }
      case 'comment': {
        const postId = target();
        const answer = await call(
          kind,
          c,
          { method: 'POST', path: `/api/community/posts/${postId}/comments`, body: { content: `Comment from member ${c}.` } },
          201,
        );
        if (answer) ledger.comments.set(json(answer).id as number, postId);
        return;
      }
      case 'like/unlike': {
        const postId = target();
        const key = `${postId}:${member.id}`;
        const like = ledger.likes.get(key) !== true;
        const answer = await call(kind, c, { method: like ? 'PUT' : 'DELETE', path: `/api/community/posts/${postId}/like` }, 200);
        // Not acknowledged: the like may or may not have changed, until the next acknowledged call.
        ledger.likes.set(key, answer ? like : null);
        return;
      }
      case 'donate': {
        const campaignId = pickOne(campaigns);
        const cents = 200 + Math.floor(Math.random() * 20_000);
        const amount = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        const answer = await call(
          kind,
          c,
          {
            method: 'POST',
            path: `/api/donation-campaigns/${campaignId}/donations`,
            body: { amount, donorName: `Load Member ${c}`, anonymous: false, email: member.email },
          },
          201,
        );
        if (answer) ledger.donations.set(json(answer).id as number, { campaignId, cents });
        return;
      }
    }
  }

  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    members.map(async (_, c) => {
      while (performance.now() < end) {
        await act(pickKind(kinds), c);
        if (thinkMs > 0) await sleep(Math.random() * 2 * thinkMs);
      }
    }),
  );
  agent.destroy();
  return { stats, ledger, errors, errorStatuses, seconds: (performance.now() - started) / 1000 };
}
