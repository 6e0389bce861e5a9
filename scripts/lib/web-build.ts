import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// The SPA's production build, and a record of what it was built from, so a second build of the
// same sources can be skipped: `npm test` builds once (its build level) and the browser tests'
// server (npm start) then finds web/dist fresh and serves it instead of building it again.
//
// "The same sources" is checked, not assumed: every file the build could read (the whole web/
// folder, all of worker/src, whose schemas the web imports, the Vite config and what it imports,
// the installed packages' lock files), NODE_ENV and the VITE_ variables. A change to
// any of them, a build that stopped half way, or a build made by a plain `vite build` (which
// empties web/dist, this record with it) means a new build. The record lives in web/dist/.vite,
// which is never deployed (web/public/.assetsignore).

const repo = path.resolve(import.meta.dirname, '../..');
const recordIn = (root: string) => path.join(root, 'web/dist/.vite/build-inputs.sha256');
const INPUTS = [
  'web',
  'worker/src',
  'vite.config.ts',
  'scripts/lib/app-shell.ts',
  'scripts/lib/web-build.ts',
  'tsconfig.base.json',
  'package-lock.json',
  'node_modules/.package-lock.json',
];
const SKIPPED = new Set(['web/dist', 'web/node_modules']);

function* filesUnder(root: string, relative: string): Generator<string> {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return;
  if (!statSync(absolute).isDirectory()) return yield relative;
  for (const name of readdirSync(absolute).sort()) if (!SKIPPED.has(`${relative}/${name}`)) yield* filesUnder(root, `${relative}/${name}`);
}

/** One hash of everything a production build of the SPA is made from, in this environment. */
export function webBuildInputs(root = repo): string {
  const hash = createHash('sha256');
  const vite = Object.entries(process.env).filter(([key]) => key.startsWith('VITE_'));
  // Vite builds in production mode, and sets NODE_ENV to production unless it is set otherwise.
  hash.update(JSON.stringify({ nodeEnv: process.env.NODE_ENV ?? 'production', vite: vite.sort() }));
  for (const file of INPUTS.flatMap((input) => [...filesUnder(root, input)])) {
    hash.update(`\0${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

/** Builds web/dist (vite build) and records what it was built from. */
export async function buildWeb({ quiet = false } = {}): Promise<void> {
  // Hashed before the build: a file changed while it runs makes the record stale, never wrong.
  const inputs = webBuildInputs();
  await new Promise<void>((resolve, reject) => {
    const vite = spawn(path.join(repo, 'node_modules/.bin/vite'), ['build', ...(quiet ? ['--logLevel', 'warn'] : [])], {
      cwd: repo,
      stdio: 'inherit',
    });
    vite.on('error', reject);
    vite.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`))));
  });
  recordBuild(inputs);
}

/** Notes, after a finished build, the inputs it was made from (webBuildInputs, taken before it started). */
export function recordBuild(inputs: string, root = repo): void {
  mkdirSync(path.dirname(recordIn(root)), { recursive: true });
  writeFileSync(recordIn(root), inputs);
}

/** Whether web/dist is a finished build of exactly the current sources. */
export function webBuildIsFresh(root = repo): boolean {
  try {
    return readFileSync(recordIn(root), 'utf8') === webBuildInputs(root);
  } catch {
    return false;
  }
}
