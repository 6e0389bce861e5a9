/**
 * Proves the browser suite does not depend on timing: runs it several times in a row while
 * another process keeps one CPU core fully busy (on a 2-core machine, half the machine), and
 * prints each run's result and duration. Exits non-zero if any run failed.
 *
 *   npm run test:e2e:under-load            three runs
 *   npm run test:e2e:under-load -- 5       five runs
 */
import { spawn } from 'node:child_process';
import { bin, root } from './lib/local';

const runs = Number(process.argv[2] ?? 3);

// The CPU-heavy neighbour: a busy loop in its own process, for as long as the runs last.
const hog = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
const stopHog = () => hog.kill('SIGKILL');
process.on('exit', stopHog);
process.on('SIGINT', () => process.exit(130));

function runSuite(): Promise<{ code: number; seconds: number; summary: string }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(bin('vitest'), ['run', '--project', 'e2e'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let tail = '';
    const keep = (chunk: Buffer) => {
      process.stdout.write(chunk);
      tail = (tail + chunk.toString()).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('exit', (code) => {
      // eslint-disable-next-line no-control-regex -- vitest's colours
      const plain = tail.replace(/\x1b\[[0-9;]*m/g, '');
      const summary = plain.match(/Tests\s+.*$/m)?.[0].trim() ?? 'no summary';
      resolve({ code: code ?? 1, seconds: (Date.now() - started) / 1000, summary });
    });
  });
}

const results = [];
for (let i = 1; i <= runs; i++) {
  console.log(`\n=== Browser suite, run ${i} of ${runs}, with one core kept busy ===\n`);
  results.push(await runSuite());
}
stopHog();
console.log('\nBrowser suite under load (one core busy the whole time):');
results.forEach((r, i) => console.log(`  run ${i + 1}: ${r.code === 0 ? 'passed' : 'FAILED'} in ${r.seconds.toFixed(0)} s (${r.summary})`));
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
