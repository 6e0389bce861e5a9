// The portal as test suites that drive a real server start it: the same start script as
// `npm start` (build, migrate, seed, serve on plain workerd), on a port of its own, over a fresh
// state folder and with a mail inbox of its own, so tests never touch a developer's local data
// and two suites on different ports never share anything.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { root } from './local';
import { waitForServer } from './wait-for-server';

export interface TestServer {
  /** The portal, e.g. http://localhost:8809. */
  baseURL: string;
  /** MailDev's web inbox and REST API for this server's mail (e2e/support/mail.ts reads it). */
  mailURL: string;
  /** Stops the server and everything it started. */
  stop(): void;
}

/**
 * The inbox's ports sit as far above MailDev's usual ones as `port` is above npm start's 8787
 * (8799: SMTP on 1037, the inbox on 1092), so a developer's npm start beside the tests keeps
 * 1025 and 1080.
 */
export function mailPortsFor(port: number, name: string): { smtp: number; web: number } {
  const offset = port - 8787;
  // 8842 would put the tests' SMTP on npm start's web inbox port, 1080.
  if (!(offset > 0 && offset !== 55))
    throw new Error(`${name} must be above 8787 (and not 8842), so the tests' mail inbox ports differ from npm start's; it is ${port}.`);
  return { smtp: 1025 + offset, web: 1080 + offset };
}

/**
 * Starts the portal on `port` with its own state folder (`.wrangler/<stateName>-<port>`, emptied
 * first) and waits until it answers. `env` adds or overrides the server's variables.
 */
export async function startTestServer({
  port,
  portName,
  stateName,
  env = {},
  timeoutMs = 300_000,
}: {
  port: number;
  /** The variable that set the port, for the message if it is unusable. */
  portName: string;
  stateName: string;
  env?: Record<string, string>;
  /** How long the build, migrations, seed and start may take (a loaded 2-core machine needs minutes). */
  timeoutMs?: number;
}): Promise<TestServer> {
  const mail = mailPortsFor(port, portName);
  const persist = `.wrangler/${stateName}-${port}`;
  rmSync(path.join(root, persist), { recursive: true, force: true });
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      // The production build, as visitors get it (vitest sets NODE_ENV=test, which would give React's development build).
      NODE_ENV: 'production',
      PORT: String(port),
      PERSIST_DIR: persist,
      MAIL_SMTP_PORT: String(mail.smtp),
      MAIL_WEB_PORT: String(mail.web),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so stop() ends workerd too
  });
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const baseURL = `http://localhost:${port}`;
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  try {
    await waitForServer(baseURL, child, timeoutMs);
  } catch (error) {
    console.error(log.slice(-4000));
    stop();
    throw error;
  }
  return { baseURL, mailURL: `http://localhost:${mail.web}`, stop };
}
