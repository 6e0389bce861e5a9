import { appendFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// Where the browser tests' time goes (docs/testing.md): with E2E_TIMINGS=<file>, every span
// below is appended to that file as a JSON line, and `npx tsx scripts/test-timings.ts` adds
// them up. Unset (always, in npm test), nothing is measured or written.

const out = process.env.E2E_TIMINGS;

export type Span =
  | 'server start'
  | 'browser launch'
  | 'browser connect'
  | 'new context'
  | 'page load'
  | 'sign in'
  | 'sign in (form)'
  | 'join'
  | 'join (form and mail)'
  | 'mail wait'
  | 'service worker wait'
  | 'fixed wait';

function testFile(): string {
  try {
    return path.relative(process.cwd(), expect.getState().testPath ?? '');
  } catch {
    return '';
  }
}

export function record(what: Span, ms: number): void {
  if (out) appendFileSync(out, `${JSON.stringify({ what, ms: Math.round(ms), file: testFile() })}\n`);
}

export async function timed<T>(what: Span, work: () => Promise<T>): Promise<T> {
  if (!out) return work();
  const start = performance.now();
  try {
    return await work();
  } finally {
    record(what, performance.now() - start);
  }
}

/** Times the page's full loads (goto, reload) and fixed waits, when measuring. */
export function timePage(page: Page): void {
  if (!out) return;
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const wait = page.waitForTimeout.bind(page);
  page.goto = (...args) => timed('page load', () => goto(...args));
  page.reload = (...args) => timed('page load', () => reload(...args));
  page.waitForTimeout = (...args) => timed('fixed wait', () => wait(...args));
}
