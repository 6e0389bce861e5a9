/**
 * Adds up where the test suite's time went, as Markdown tables for docs/testing.md.
 *
 *   VITEST_TIMINGS=/tmp/worker.json npx vitest run --project worker
 *   npx tsx scripts/test-timings.ts files /tmp/worker.json [how many files, 10]
 *
 *   VITEST_TIMINGS=/tmp/e2e.json E2E_TIMINGS=/tmp/e2e-spans.jsonl npx vitest run --project e2e
 *   npx tsx scripts/test-timings.ts spans /tmp/e2e-spans.jsonl
 *
 * `files`: per level, the files' time before their tests (environment, imports, setup files,
 * beforeAll/afterAll) and in them, and the slowest files. `spans`: the browser tests' time in
 * starting the server, launching browsers, loading pages and waiting (e2e/support/timings.ts).
 * Times are summed over files: with files running side by side they add up to more than the wall time.
 */
import { readFileSync } from 'node:fs';
import type { FileTiming } from './lib/timings-reporter';

const s = (ms: number) => (ms / 1000).toFixed(1);

function files(path: string, top: number) {
  const rows = JSON.parse(readFileSync(path, 'utf8')) as FileTiming[];
  const before = (r: FileTiming) => r.environment + r.import + r.setup + r.hooks;
  const sum = (f: (r: FileTiming) => number) => rows.reduce((a, r) => a + f(r), 0);
  console.log('| files | tests | environment s | imports s | setup files s | beforeAll/afterAll s | in tests s |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|');
  console.log(
    `| ${rows.length} | ${sum((r) => r.tests)} | ${s(sum((r) => r.environment))} | ${s(sum((r) => r.import))} | ${s(sum((r) => r.setup))} | ${s(sum((r) => r.hooks))} | ${s(sum((r) => r.inTests))} |`,
  );
  console.log(`\n| slowest files | tests | before its tests s | in tests s |`);
  console.log('|---|---:|---:|---:|');
  for (const r of [...rows].sort((a, b) => before(b) + b.inTests - before(a) - a.inTests).slice(0, top))
    console.log(`| ${r.file} | ${r.tests} | ${s(before(r))} | ${s(r.inTests)} |`);
}

function spans(path: string) {
  const lines = readFileSync(path, 'utf8').split('\n').filter(Boolean);
  const by = new Map<string, { n: number; ms: number; max: number }>();
  for (const { what, ms } of lines.map((l) => JSON.parse(l) as { what: string; ms: number })) {
    const row = by.get(what) ?? { n: 0, ms: 0, max: 0 };
    by.set(what, { n: row.n + 1, ms: row.ms + ms, max: Math.max(row.max, ms) });
  }
  console.log('| span | count | total s | mean s | longest s |');
  console.log('|---|---:|---:|---:|---:|');
  for (const [what, { n, ms, max }] of [...by].sort((a, b) => b[1].ms - a[1].ms))
    console.log(`| ${what} | ${n} | ${s(ms)} | ${s(ms / n)} | ${s(max)} |`);
}

const [mode, path, top] = process.argv.slice(2);
if (mode === 'files' && path) files(path, Number(top ?? 10));
else if (mode === 'spans' && path) spans(path);
else {
  console.error('Usage: tsx scripts/test-timings.ts files <VITEST_TIMINGS file> [top] | spans <E2E_TIMINGS file>');
  process.exit(2);
}
