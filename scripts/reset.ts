// npm run db:reset: throws away the local database and bucket, then migrates and seeds anew.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { bin, migrate, persistDir, run } from './lib/local';

for (const part of ['v3/d1', 'v3/r2']) rmSync(path.join(persistDir, part), { recursive: true, force: true });
await migrate();
await run(bin('tsx'), ['scripts/seed.ts']);
