// The signed-in lists through the server `npm start` runs (scripts/start.ts: plain workerd via
// Miniflare over the local D1, R2 and Cache API), so what members run is measured too. It starts
// on a fresh database (demo content only) on BENCH_START_PORT, and each line is measured right
// after the floor on the bench's own workerd, as the other API lines are.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '../../worker/seed/seed';
import { benchDir, signIn } from '../lib/built-worker';
import { root } from '../lib/local';
import { waitForServer } from '../lib/wait-for-server';
import { lineAgainstFloor, memberLists } from './api';
import type { Section } from './stats';

export async function startServerSection({
  floorBase,
  floorHeaders,
  seconds,
}: {
  floorBase: URL;
  floorHeaders: Record<string, string>;
  seconds: number;
}): Promise<Section> {
  const port = Number(process.env.BENCH_START_PORT ?? 8797);
  const persist = path.join('.wrangler', `bench-start-${port}`);
  rmSync(path.join(root, persist), { recursive: true, force: true });
  mkdirSync(benchDir, { recursive: true });
  const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/start.ts'], {
    cwd: root,
    // Its own mail inbox ports beside the server's, so it never meets another server's inbox.
    env: {
      ...process.env,
      PORT: String(port),
      PERSIST_DIR: persist,
      MAIL_SMTP_PORT: String(port + 10_000),
      MAIL_WEB_PORT: String(port + 10_001),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so stopping it stops workerd too
  });
  const log = createWriteStream(path.join(benchDir, 'bench-start-server.log'));
  server.stdout!.pipe(log);
  server.stderr!.pipe(log);
  try {
    const base = new URL(`http://localhost:${port}`);
    await waitForServer(base, server, 10 * 60_000);
    const member = DEMO_ACCOUNTS.find((a) => a.role === 'member')!;
    const cookie = await signIn(base, member.email, member.password);
    const rows: Section['rows'] = [];
    const notes: string[] = [];
    for (const endpoint of memberLists(cookie)) {
      const line = await lineAgainstFloor({
        base,
        floorBase,
        floorHeaders,
        endpoint: { ...endpoint, label: `npm start: ${endpoint.label}` },
        seconds,
      });
      rows.push(...line.rows);
      notes.push(...line.notes);
    }
    return {
      title: `The signed-in lists through the npm start server (demo content), 50 connections and 1, ${seconds} s each`,
      baseline: "the bare Hono floor on the bench's workerd, measured just before each line",
      rows,
      notes,
    };
  } finally {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}
