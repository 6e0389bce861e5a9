import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname, 'web/src'),
  '@schemas': path.resolve(import.meta.dirname, 'worker/src/schemas'),
};

export default defineConfig({
  test: {
    // VITEST_TIMINGS=<file> also writes each test file's timings there (scripts/test-timings.ts reads them).
    ...(process.env.VITEST_TIMINGS ? { reporters: ['default', './scripts/lib/timings-reporter.ts'] } : {}),
    projects: [
      {
        test: {
          name: 'worker',
          environment: 'node',
          // The scripts' own rules (the soak's verdict, for one) run here too: Node, no DOM.
          include: ['worker/test/**/*.test.ts', 'scripts/**/*.test.ts'],
          // One process per vitest worker, reused from file to file, so the libraries load once;
          // the project's own modules are still fresh in every file (scripts/lib/fresh-modules.ts).
          isolate: false,
          // The migrations are applied once, and every test file starts from a copy (d1-template.ts).
          globalSetup: ['worker/test/support/d1-template.ts'],
          // The worker's JSON log lines print only for a failing test (see the file).
          setupFiles: ['scripts/lib/fresh-modules.ts', 'worker/test/support/quiet-logs.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          // As the worker project: one process and one jsdom for file after file; the project's
          // modules fresh in every file, and the page put back after each (web/src/test/setup.ts).
          isolate: false,
          setupFiles: ['scripts/lib/fresh-modules.ts', 'web/src/test/setup.ts'],
          // The dialog tests render a whole form in jsdom and type into it; on a 2-core machine
          // that is busy elsewhere they took over vitest's default 5 s while passing alone.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // expect.poll waits for a condition; its default of 1 s is a race on a loaded 2-core
          // machine (a click's request and re-render can take longer), so it waits up to 15 s.
          expect: { poll: { timeout: 15_000 } },
          // One server, one browser: files run one after another so they never race, in one
          // process (playwright-core and axe load once), each with fresh modules of its own.
          fileParallelism: false,
          isolate: false,
          setupFiles: ['scripts/lib/fresh-modules.ts'],
        },
      },
      {
        test: {
          // Security tests that drive the real server over sockets, as a probe does
          // (security/support/global-setup.ts starts it on SECURITY_PORT).
          name: 'security',
          environment: 'node',
          include: ['security/**/*.test.ts'],
          globalSetup: ['security/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // One server whose per-address limits every file shares: files run one after another.
          fileParallelism: false,
        },
      },
    ],
  },
});
