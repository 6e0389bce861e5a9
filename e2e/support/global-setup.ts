import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { waitForServer } from '../../scripts/lib/wait-for-server';

const root = path.resolve(import.meta.dirname, '../..');
const port = process.env.E2E_PORT ?? '8799';
// One state directory per port, so two runs on different ports never share a database.
const persist = `.wrangler/e2e-state-${port}`;

/**
 * Runs the same start script as `npm start` (build, migrate, seed, serve on plain workerd) on its own
 * port with its own fresh database, so tests never touch a developer's local data.
 */
export default async function setup(project: TestProject) {
  rmSync(path.join(root, persist), { recursive: true, force: true });
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/start.ts'], {
    cwd: root,
    // The production build, as visitors get it (vitest sets NODE_ENV=test, which would give React's development build).
    env: { ...process.env, NODE_ENV: 'production', PORT: port, PERSIST_DIR: persist },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so teardown stops workerd too
  });
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const baseURL = `http://localhost:${port}`;
  try {
    await waitForServer(baseURL, child, 150_000);
  } catch (error) {
    console.error(log.slice(-4000));
    throw error;
  }
  project.provide('baseURL', baseURL);
  return () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}
