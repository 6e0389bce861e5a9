import { vi } from 'vitest';

// The worker and web projects run their files without isolation (vitest.config.ts): one
// process per vitest worker, reused for file after file, so the libraries (Miniflare, drizzle,
// Hono; React, jsdom, Testing Library) are loaded once instead of once per file (that load was
// most of a file's time). The project's own modules are thrown away here, before each file, so
// every file still gets fresh module state (the app, caches, counters, stores, routes added by
// a test): the same isolation as a process per file, for the code under test.
vi.resetModules();
