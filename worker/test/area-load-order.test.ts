import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

// The areas reach each other through their public modules (docs/architecture.md), which makes
// circles between areas possible; a circle is harmless only while no module uses another's export
// as it loads. Whatever loads first (the entry, the seed script, a test, a script), the worker
// must load: each area's public module is loaded first, then the entry, by Node itself (tsx), as
// the scripts load it. Vitest's own module runner forgives what Node does not: the seed script
// once failed with "Cannot access 'requireMember' before initialization" while every test passed.

const root = path.resolve(import.meta.dirname, '../..');
const areas = ['accounts', 'cms', 'community', 'content', 'giving', 'mail', 'messaging', 'notifications', 'search'];
const scratch = mkdtempSync(path.join(tmpdir(), 'load-order-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Loads `first`, then the worker's entry, in a Node process of its own; rejects with its error. */
async function loadsAfter(first: string): Promise<string> {
  const file = path.join(scratch, `${path.basename(path.dirname(first))}-${path.basename(first, '.ts')}.mts`);
  writeFileSync(
    file,
    `await import(${JSON.stringify(first)});\nawait import(${JSON.stringify(path.join(root, 'worker/src/index.ts'))});\nconsole.log('loaded');\n`,
  );
  const { stdout } = await promisify(execFile)(path.join(root, 'node_modules/.bin/tsx'), [file], { cwd: root });
  return stdout.trim();
}

describe('the worker loads whichever area loads first', () => {
  it('each area first, and the seed first', async () => {
    // An area nothing else imports from (giving) has no public module.
    const publicModules = areas.map((area) => path.join(root, `worker/src/${area}/public.ts`)).filter((file) => existsSync(file));
    const firsts = [...publicModules, path.join(root, 'worker/seed/seed.ts')];
    const loaded = await Promise.allSettled(firsts.map(loadsAfter));
    const failed = loaded.flatMap((result, i) =>
      result.status === 'rejected'
        ? [
            `${path.relative(root, firsts[i]!)}: ${
              String((result.reason as Error).message)
                .split('\n')
                .find((l) => /Error/.test(l)) ?? result.reason
            }`,
          ]
        : [],
    );
    expect(failed).toEqual([]);
  }, 60_000);
});
