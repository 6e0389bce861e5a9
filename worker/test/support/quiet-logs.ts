import { beforeEach } from 'vitest';

// The worker logs every refusal, failed sign-in, staff action and caught failure as one JSON
// line (worker/src/lib/log.ts). The tests provoke those by the hundred on purpose, and printed
// they would bury the output of a real failure. So each test's log lines are held back, and
// printed only if that test fails, where they help explain it. Anything else written to the
// console still prints. A test that asserts a log line spies on the console itself, which
// takes over from this for as long as its spy lasts.

const held: { method: 'log' | 'warn' | 'error'; line: string }[] = [];
const isLogLine = (args: unknown[]) => args.length === 1 && typeof args[0] === 'string' && args[0].startsWith('{"level":');

// The console's own methods, kept once per process: this file runs again before every test file
// in the same process (the worker tests run without isolation), and must not wrap its own wrapper.
type Print = Record<'log' | 'warn' | 'error', (...args: unknown[]) => void>;
const kept = globalThis as { quietLogsPrint?: Print };
const print = (kept.quietLogsPrint ??= {
  log: console.log.bind(console),
  warn: console.warn.bind(console),
  error: console.error.bind(console),
});

for (const method of ['log', 'warn', 'error'] as const) {
  console[method] = (...args: unknown[]) => {
    if (isLogLine(args)) held.push({ method, line: args[0] as string });
    else print[method](...args);
  };
}

beforeEach((context) => {
  held.length = 0;
  context.onTestFailed(() => {
    for (const { method, line } of held) print[method](line);
  });
});
