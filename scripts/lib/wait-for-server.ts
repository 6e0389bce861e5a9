import type { ChildProcess } from 'node:child_process';

/**
 * Waits until the portal answers: GET /api/auth/user is 401 for a visitor only once the worker,
 * its database and its routes are up (a bare listening socket is not enough). Gives up when the
 * server process exits or the time runs out, saying which.
 */
export async function waitForServer(base: string | URL, server: ChildProcess, timeoutMs: number): Promise<void> {
  const url = new URL('/api/auth/user', base);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode} before it answered`);
    try {
      if ((await fetch(url)).status === 401) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The server did not answer at ${url.href} within ${timeoutMs / 1000} s`);
}
