// npm run bench: the production build of the worker on workerd with a generated data
// set, every figure printed beside a baseline measured in the same run and the ratio of the two
// (the machine is shared and noisy, so the ratios are what to compare between runs). Goals are
// reported, never enforced: this is a benchmark, not a test. See docs/benchmarks.md.
// BENCH_SECONDS (default 5) sets the length of each API line; BENCH_PAGE_RUNS (default 3) the
// page loads per page; BENCH_MESSAGE_ROUNDS (default 40) the messages per conversation. BENCH_ONLY=messages
// runs only the message delivery line (the quickest way to measure it alone); BENCH_ONLY=lists runs the
// API lines, the list bytes and the lists through the npm start server (issue 27), which needs web/dist
// built (npm run build) and takes BENCH_START_PORT (default 8797). BENCH_ONLY=hibernation opens idle
// members' live channels (BENCH_IDLE_MEMBERS, default 0,200,1000; BENCH_IDLE_SECONDS, default 20) and
// reads workerd's memory beside the same server with no one connected (BENCH_INSPECTOR_PORT, default 9854).
// BENCH_PROFILE=1 with BENCH_ONLY=messages samples every isolate while the ten senders run and prints
// where the CPU time went (cpu-profile.ts; the profiles are written to .bench/profiles/ for DevTools).
import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '../../worker/seed/seed';
import { benchDir, buildSpa, bundleWorkers, signIn, spaDir, startBuiltWorker } from '../lib/built-worker';
import { apiSection } from './api';
import { bundleSection } from './bundle';
import { profileIsolates } from './cpu-profile';
import { listBytesSection } from './list-bytes';
import { startServerSection } from './start-server';
import { ARTICLES, AUDIO_BYTES, AUDIO_KEY, VOCABULARY, generateArticles, generateAudio } from './data';
import { mediaSection } from './media';
import { messagesSection } from './messages';
import { notificationsSection } from './notifications';
import { chatRoomSection } from './chat-room';
import { hibernationSection } from './hibernation';
import { searchSection } from './search';
import { generateSiteContent, siteSearchSection } from './site-search';
import { signInSection } from './sign-in';
import { formatTable, type Section } from './stats';
import { webVitalsSection, writeEmptyPage } from './web-vitals';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const pageRuns = Number(process.env.BENCH_PAGE_RUNS ?? 3);
/** Messages per conversation in the delivery line (BENCH_MESSAGE_ROUNDS); each member may send 30 a minute. */
const messageRounds = Number(process.env.BENCH_MESSAGE_ROUNDS ?? 40);
const messagesOnly = process.env.BENCH_ONLY === 'messages';
const listsOnly = process.env.BENCH_ONLY === 'lists';
/** BENCH_ONLY=search: the articles, posts and transcripts, and the two search lines only. */
const searchOnly = process.env.BENCH_ONLY === 'search';
/** BENCH_ONLY=notifications: the comment fan-out and the digest job only. */
const notificationsOnly = process.env.BENCH_ONLY === 'notifications';
/** BENCH_ONLY=hibernation: idle members' sockets and the server's memory only. */
const hibernationOnly = process.env.BENCH_ONLY === 'hibernation';
const idleMembers = (process.env.BENCH_IDLE_MEMBERS ?? '0,200,1000').split(',').map(Number);
const inspectorPort = Number(process.env.BENCH_INSPECTOR_PORT ?? 9854);
/** BENCH_PROFILE=1 (with BENCH_ONLY=messages): samples every isolate while ten senders run (cpu-profile.ts). */
const profiling = messagesOnly && Boolean(process.env.BENCH_PROFILE);
const member = DEMO_ACCOUNTS.find((a) => a.role === 'member')!;
/**
 * From a word in nearly every article to one in about 1%, a two-word query and a misspelling
 * that matches nothing (the worst case for a scan), and two letters, as search runs while a member
 * types. The notes print how many articles each matches.
 */
const searchTerms = ['disability', 'housing', 'captions', 'hobart', 'wheelchair ramps', VOCABULARY[3999]!, 'disabilty', 'di'];

const started = performance.now();
const step = (what: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${what}`);

step('Building the SPA and the worker bundles into .bench/dist');
await buildSpa();
writeEmptyPage(spaDir);
await bundleWorkers();

step('Starting workerd (through Miniflare), applying migrations and seeding the demo content');
const server = await startBuiltWorker({
  stateDir: path.join(benchDir, 'state/bench'),
  ...(hibernationOnly || profiling ? { inspectorPort } : {}),
});
try {
  const sections: Section[] = [];
  const audioPath = path.join(benchDir, 'audio-100mb.bin');
  let cookie = '';
  if (hibernationOnly) {
    step(`Hibernation: ${idleMembers.join(', ')} idle members' live channels`);
    const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 20);
    sections.push(
      await hibernationSection({ base: server.url, db: server.db, LIVE: server.LIVE, inspectorPort, steps: idleMembers, idleSeconds }),
    );
  } else if (notificationsOnly) {
    step('Notifications: a comment told to 100 followers, and the digest job for 10,000 members');
    sections.push(await notificationsSection({ base: server.url, db: server.db, DB: server.DB }));
  } else if (searchOnly) {
    step(`Generating ${ARTICLES.toLocaleString('en-AU')} news articles`);
    await generateArticles(server.DB);
  } else if (messagesOnly) {
    step('Message delivery over the live channels');
    const profiler = profiling ? () => profileIsolates(inspectorPort, path.join(benchDir, 'profiles'), 'ten-senders') : undefined;
    sections.push(
      await messagesSection({ base: server.url, floorHeaders: server.floorHeaders, db: server.db, rounds: messageRounds, profiler }),
    );
    step('Chat room delivery: 100 members in one room');
    sections.push(await chatRoomSection({ base: server.url, floorHeaders: server.floorHeaders, db: server.db, rounds: messageRounds }));
  } else {
    step(`Generating ${ARTICLES.toLocaleString('en-AU')} news articles`);
    const articleSeconds = await generateArticles(server.DB);
    step(`  done in ${articleSeconds.toFixed(1)} s; storing a ${AUDIO_BYTES / 2 ** 20} MB audio object in R2`);
    await generateAudio(server.MEDIA, audioPath);
    cookie = await signIn(server.url, member.email, member.password);

    step('API throughput and latency');
    sections.push(await apiSection({ base: server.url, floorHeaders: server.floorHeaders, cookie, searchTerms, seconds }));
    step('Bytes of the signed-in lists');
    sections.push(await listBytesSection({ base: server.url, cookie }));
    step('The signed-in lists through the npm start server');
    sections.push(await startServerSection({ floorBase: server.url, floorHeaders: server.floorHeaders, seconds }));
  }
  if (!messagesOnly && !listsOnly && !notificationsOnly && !hibernationOnly) {
    step('Generating forum posts and timed transcripts; the site-wide search against LIKE');
    step(`  done in ${(await generateSiteContent(server.DB)).toFixed(1)} s`);
    const viewer = await server.db.get<{ id: number }>(sql`select id from users where email = ${member.email}`);
    sections.push(await siteSearchSection({ db: server.db, viewerId: viewer.id, seconds: 8 }));
  }
  if (!messagesOnly && !listsOnly && !searchOnly && !notificationsOnly && !hibernationOnly) {
    step('Notifications: a comment told to 100 followers, and the digest job for 10,000 members');
    sections.push(await notificationsSection({ base: server.url, db: server.db, DB: server.DB }));
    step('Message delivery over the live channels');
    sections.push(await messagesSection({ base: server.url, floorHeaders: server.floorHeaders, db: server.db, rounds: messageRounds }));
    step('Chat room delivery: 100 members in one room');
    sections.push(await chatRoomSection({ base: server.url, floorHeaders: server.floorHeaders, db: server.db, rounds: messageRounds }));
    step('Search: FTS5 against LIKE');
    sections.push(await searchSection({ db: server.db, articles: ARTICLES, terms: searchTerms, seconds: 8 }));
    step('Audio range requests');
    sections.push(await mediaSection({ base: server.url, key: AUDIO_KEY, size: AUDIO_BYTES, diskPath: audioPath, samples: 300 }));
    step('Sign-in cost');
    sections.push(
      await signInSection({
        base: server.url,
        floorHeaders: server.floorHeaders,
        email: member.email,
        password: member.password,
        samples: 20,
      }),
    );
    step('Bundle sizes');
    sections.push(await bundleSection(spaDir));
    step('Page load metrics in Chromium');
    sections.push(await webVitalsSection({ base: server.url, cookie, runs: pageRuns }));
  }
  const table = formatTable(sections);
  const header = [
    `npm run bench, ${new Date().toISOString()}, ${((performance.now() - started) / 1000).toFixed(0)} s`,
    'Server: the `wrangler deploy --dry-run` bundle on workerd launched by Miniflare (D1 on SQLite, R2 on disk, the assets',
    'router in front), no wrangler dev watcher or proxy; client: Node on the same 2-core machine over loopback.',
  ].join('\n');
  console.log(`\n${header}\n\n${table}\n`);
  writeFileSync(
    path.join(benchDir, messagesOnly ? 'bench-messages-latest.txt' : hibernationOnly ? 'bench-hibernation-latest.txt' : 'bench-latest.txt'),
    `${header}\n\n${table}\n`,
  );
  if (server.log.errors.length)
    console.log(`The worker logged ${server.log.errors.length} errors; the first:\n${server.log.errors.slice(0, 5).join('\n')}`);
} finally {
  await server.dispose();
}
