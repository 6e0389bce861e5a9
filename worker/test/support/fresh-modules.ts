import { vi } from 'vitest';

// The worker project runs its files without isolation (vitest.config.ts): one process per
// vitest worker, reused for file after file, so Miniflare, drizzle, Hono and the other
// libraries are loaded once instead of once per file (that load was most of a file's time).
// The project's own modules are thrown away here, before each file, so every file still gets
// a fresh app and fresh module state (caches, counters, routes added by a test): the same
// isolation as a process per file, for the code under test.
vi.resetModules();
