/**
 * npm run test:changed: a developer's fast loop. Runs the worker and web tests related to the
 * files changed since this branch left main (commits, staged, unstaged and new files), through
 * vitest's --changed: a changed test file runs, and so does every test file that imports a
 * changed file, directly or not. The browser and security levels are left to npm test: they
 * need a build and a server, and vitest cannot tell which journeys a change touches.
 *
 *   npm run test:changed                 since main (or origin/main in a clone without main)
 *   npm run test:changed -- <vitest options>
 */
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/** The commit this branch left main at, so main's own later changes do not count as this branch's. */
function since(): string {
  for (const ref of ['main', 'origin/main']) {
    try {
      return git('merge-base', 'HEAD', ref);
    } catch {
      /* no such ref here: try the next */
    }
  }
  throw new Error('npm run test:changed compares with main or origin/main, and this clone has neither.');
}

const base = since();
console.log(`Worker and web tests related to the files changed since ${base.slice(0, 10)} (where this branch left main):`);
const result = spawnSync(
  path.join(root, 'node_modules/.bin/vitest'),
  ['run', '--project', 'worker', '--project', 'web', '--changed', base, '--passWithNoTests', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
