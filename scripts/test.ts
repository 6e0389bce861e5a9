/**
 * npm test: every level of the suite (typecheck, lint, build, worker, web, e2e, security), some
 * side by side where they share nothing (docs/testing.md says which and why), then one line per
 * level with its wall time, so a slowdown shows in every CI log. Stops after the step in which a
 * level failed, and exits with that level's exit code.
 *
 *   npm test                      the whole suite
 *   npm test -- worker web        only those levels, in the same order
 */
import { spawn } from 'node:child_process';
import { constants as osConstants } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

type LevelName = 'typecheck' | 'lint' | 'build' | 'worker' | 'web' | 'e2e' | 'security';
const LEVELS: Record<LevelName, string[][]> = {
  typecheck: [[bin('tsc'), '-b']],
  lint: [
    [bin('eslint'), '--max-warnings=0', '.'],
    [bin('prettier'), '--check', '--log-level', 'warn', '.'],
  ],
  build: [['npm', 'run', '--silent', 'build']],
  worker: [[bin('vitest'), 'run', '--project', 'worker']],
  web: [[bin('vitest'), 'run', '--project', 'web']],
  e2e: [[bin('vitest'), 'run', '--project', 'e2e']],
  // Its own server on SECURITY_PORT (security/support/global-setup.ts), reusing the same build.
  security: [[bin('vitest'), 'run', '--project', 'security']],
};

/**
 * The steps, in order; the levels of one step run side by side. Only typecheck and lint share a
 * step: both only read the sources (tsc -b writes nothing but its .tsbuildinfo files). The test
 * levels each use both cores on their own, and the browser tests time out when starved.
 */
const PLAN: LevelName[][] = [['typecheck', 'lint'], ['build'], ['worker'], ['web'], ['e2e'], ['security']];

type Result = { level: LevelName; ms: number; code: number };

/** Runs one command; its output goes to the terminal (`live`) or is kept and returned. */
function runCommand(command: string[], live: boolean): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command[0]!, command.slice(1), { cwd: root, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', (error) => resolve({ code: 127, output: `${output}${error.message}\n` }));
    // Killed by a signal: 128 + its number, as a shell reports it.
    child.on('exit', (code, signal) => resolve({ code: code ?? 128 + (signal ? osConstants.signals[signal] : 0), output }));
  });
}

/** A level's commands one after another, stopping at the first that fails. */
async function runLevel(level: LevelName, live: boolean): Promise<Result & { output: string }> {
  const started = Date.now();
  let output = '';
  for (const command of LEVELS[level]) {
    const result = await runCommand(command, live);
    output += result.output;
    if (result.code !== 0) return { level, ms: Date.now() - started, code: result.code, output };
  }
  return { level, ms: Date.now() - started, code: 0, output };
}

/** 372_000 → ' 6 min 12 s'. */
const clock = (ms: number) => {
  const s = Math.round(ms / 1000);
  return `${String(Math.floor(s / 60)).padStart(2)} min ${String(s % 60).padStart(2)} s`;
};

const wanted = process.argv.slice(2) as LevelName[];
const unknown = wanted.filter((name) => !(name in LEVELS));
if (unknown.length) {
  console.error(`Unknown level ${unknown.join(', ')}: the levels are ${Object.keys(LEVELS).join(', ')}.`);
  process.exit(2);
}
const plan = PLAN.map((step) => step.filter((level) => !wanted.length || wanted.includes(level))).filter((step) => step.length);

const started = Date.now();
const results: Result[] = [];
for (const step of plan) {
  console.log(`\n=== ${step.join(' and ')} ===\n`);
  // The first level of a step prints as it goes; the others' output follows when each ends.
  const done = await Promise.all(
    step.map((level, i) =>
      runLevel(level, i === 0).then((result) => {
        if (i > 0) process.stdout.write(`\n--- ${level} ---\n${result.output}`);
        return result;
      }),
    ),
  );
  results.push(...done);
  if (done.some((r) => r.code !== 0)) break;
}

console.log('\nTest suite, wall time per level:');
for (const { level, ms, code } of results) {
  const beside = plan.find((step) => step.includes(level))!.filter((other) => other !== level);
  const verdict = code === 0 ? 'passed' : `FAILED (exit code ${code})`;
  console.log(`level ${level.padEnd(9)} ${clock(ms)}  ${verdict}${beside.length ? `  (beside ${beside.join(', ')})` : ''}`);
}
for (const level of plan.flat().filter((level) => !results.some((r) => r.level === level)))
  console.log(`level ${level.padEnd(9)}      -       not run`);
console.log(`total ${''.padEnd(9)} ${clock(Date.now() - started)}`);
process.exit(results.find((r) => r.code !== 0)?.code ?? 0);
