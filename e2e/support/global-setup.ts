import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { waitForServer } from '../../scripts/lib/wait-for-server';
import { CHROMIUM } from '../../scripts/lib/chromium';
import { timed } from './timings';

const root = path.resolve(import.meta.dirname, '../..');
const port = process.env.E2E_PORT ?? '8799';
// One state directory per port, so two runs on different ports never share a database.
const persist = `.wrangler/e2e-state-${port}`;
// Its own mail inbox too, as far above MailDev's usual ports as the tests' port is above npm
// start's 8787 (8799: SMTP on 1037, the inbox on 1092), so a developer's npm start beside the
// tests keeps 1025 and 1080.
const mailOffset = Number(port) - 8787;
const mailSmtpPort = 1025 + mailOffset;
const mailWebPort = 1080 + mailOffset;

/**
 * Runs the same start script as `npm start` (build, migrate, seed, serve on plain workerd) on its own
 * port with its own fresh database, so tests never touch a developer's local data.
 */
export default async function setup(project: TestProject) {
  // 8842 would put the tests' SMTP on npm start's web inbox port, 1080.
  if (!(mailOffset > 0 && mailOffset !== 55))
    throw new Error(`E2E_PORT must be above 8787 (and not 8842), so the tests' mail inbox ports differ from npm start's; it is ${port}.`);
  rmSync(path.join(root, persist), { recursive: true, force: true });
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/start.ts'], {
    cwd: root,
    // The production build, as visitors get it (vitest sets NODE_ENV=test, which would give React's development build).
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: port,
      PERSIST_DIR: persist,
      MAIL_SMTP_PORT: String(mailSmtpPort),
      MAIL_WEB_PORT: String(mailWebPort),
      // Every test file joins its own members through the form, all from this one machine.
      REGISTRATIONS_PER_ADDRESS_HOUR: '500',
      // A copy of more than 12 rows is prepared in the background (e2e/privacy.test.ts); a new member's has fewer.
      EXPORT_INLINE_MAX_ROWS: '12',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so teardown stops workerd too
  });
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const baseURL = `http://localhost:${port}`;
  try {
    await timed('server start', () => waitForServer(baseURL, child, 150_000));
  } catch (error) {
    console.error(log.slice(-4000));
    throw error;
  }
  // One Chromium for every test file (each connects to it: e2e/support/browser.ts), launched
  // once instead of once per file.
  const browser = await timed('browser launch', () => chromium.launchServer(CHROMIUM));
  project.provide('browserWSEndpoint', browser.wsEndpoint());
  project.provide('baseURL', baseURL);
  // MailDev's web inbox and REST API (e2e/support/mail.ts reads it).
  project.provide('mailURL', `http://localhost:${mailWebPort}`);
  return async () => {
    await browser.close();
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
    mailURL: string;
    browserWSEndpoint: string;
  }
}
