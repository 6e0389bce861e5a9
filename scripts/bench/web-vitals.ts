// Lighthouse-style page metrics without Lighthouse (it needs Node 22; see docs/benchmarks.md):
// LCP, CLS and TBT from the browser's own performance observers in Debian's Chromium through
// playwright-core, on an emulated phone with 4x CPU and a slow mobile network set over CDP.
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM } from '../lib/chromium';
import { median, ms, ratio, type Row, type Section } from './stats';

/** Lighthouse's mobile profile in spirit: a mid-range phone on slow 4G. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1000 * 1000) / 8, uploadThroughput: (750 * 1000) / 8 };
const CPU_SLOWDOWN = 4;
const PHONE = {
  viewport: { width: 375, height: 667 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
};
/** Core Web Vitals' "good" thresholds. */
const GOOD = { lcp: 2500, cls: 0.1, tbt: 200 };

export const EMPTY_PAGE_PATH = '/bench-empty/';

/** The baseline page, written into the SPA build the worker serves (a folder index, so no redirect). */
export function writeEmptyPage(spaDir: string): void {
  mkdirSync(path.join(spaDir, 'bench-empty'), { recursive: true });
  writeFileSync(
    path.join(spaDir, 'bench-empty/index.html'),
    '<!doctype html>\n<html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Empty</title></head><body><p>An empty page.</p></body></html>\n',
  );
}

interface Vitals {
  lcp: number;
  cls: number;
  tbt: number;
}

declare global {
  interface Window {
    __vitals: { fcp: number; lcp: number; cls: number; longTasks: { start: number; duration: number }[] };
  }
}

/**
 * Runs in the page before its own scripts: collects what Lighthouse derives from a trace. A
 * string, not a function: tsx would add helpers to a function's source that the page lacks.
 * CLS is the largest session window (gaps under 1 s, at most 5 s), as Lighthouse reports it.
 */
const OBSERVE_VITALS = `
(() => {
  const v = (window.__vitals = { fcp: 0, lcp: 0, cls: 0, longTasks: [] });
  const watch = (type, onEntry) => new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
  watch('paint', (e) => { if (e.name === 'first-contentful-paint') v.fcp = e.startTime; });
  watch('largest-contentful-paint', (e) => { v.lcp = e.startTime; });
  let session = 0, sessionStart = 0, last = -Infinity;
  watch('layout-shift', (e) => {
    if (e.hadRecentInput) return;
    if (e.startTime - last > 1000 || e.startTime - sessionStart > 5000) { session = 0; sessionStart = e.startTime; }
    session += e.value;
    last = e.startTime;
    v.cls = Math.max(v.cls, session);
  });
  watch('longtask', (e) => v.longTasks.push({ start: e.startTime, duration: e.duration }));
})();
`;

async function measurePage(browser: Browser, url: URL, cookie?: string): Promise<Vitals> {
  const context = await browser.newContext(PHONE);
  try {
    if (cookie) {
      const [name, value] = cookie.split('=') as [string, string];
      await context.addCookies([{ name, value, url: url.origin }]);
    }
    await context.addInitScript({ content: OBSERVE_VITALS });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url.href, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.waitForTimeout(1500); // late long tasks and shifts
    const raw = await page.evaluate(() => window.__vitals);
    // TBT: the part of each long task past 50 ms, after first contentful paint.
    const tbt = raw.longTasks.filter((t) => t.start >= raw.fcp).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
    return { lcp: raw.lcp, cls: raw.cls, tbt };
  } finally {
    await context.close();
  }
}

async function medianOf(browser: Browser, url: URL, runs: number, cookie?: string): Promise<Vitals> {
  const results: Vitals[] = [];
  for (let i = 0; i < runs; i++) results.push(await measurePage(browser, url, cookie));
  return { lcp: median(results.map((r) => r.lcp)), cls: median(results.map((r) => r.cls)), tbt: median(results.map((r) => r.tbt)) };
}

export async function webVitalsSection({ base, cookie, runs }: { base: URL; cookie: string; runs: number }): Promise<Section> {
  const browser = await chromium.launch(CHROMIUM);
  try {
    const empty = await medianOf(browser, new URL(EMPTY_PAGE_PATH, base), runs);
    const pages: { label: string; path: string; cookie?: string }[] = [
      { label: 'Landing / (signed out)', path: '/' },
      { label: 'Dashboard / (signed in)', path: '/', cookie },
      { label: '/news (signed in)', path: '/news', cookie },
    ];
    const rows: Row[] = [];
    for (const p of pages) {
      const v = await medianOf(browser, new URL(p.path, base), runs, p.cookie);
      rows.push(
        {
          line: `${p.label} LCP`,
          ours: ms(v.lcp),
          baseline: ms(empty.lcp),
          ratio: ratio(v.lcp, empty.lcp),
          goal: `< ${GOOD.lcp} ms`,
          met: v.lcp < GOOD.lcp,
        },
        {
          line: `${p.label} CLS`,
          ours: v.cls.toFixed(3),
          baseline: empty.cls.toFixed(3),
          ratio: ratio(v.cls, empty.cls),
          goal: `< ${GOOD.cls}`,
          met: v.cls < GOOD.cls,
        },
        {
          line: `${p.label} TBT`,
          ours: ms(v.tbt),
          baseline: ms(empty.tbt),
          ratio: ratio(v.tbt, empty.tbt),
          goal: `< ${GOOD.tbt} ms`,
          met: v.tbt < GOOD.tbt,
        },
      );
    }
    return {
      title: `Page load on an emulated phone (375x667, ${CPU_SLOWDOWN}x CPU, 1.6 Mbps / 150 ms), median of ${runs} cold loads`,
      baseline: `a one-paragraph static HTML page (${EMPTY_PAGE_PATH}) served by the same worker and assets`,
      rows,
      notes: [
        'The dashboard is "/" signed in: the SPA has no /dashboard route (web/src/app/router.tsx).',
        'Goals are Core Web Vitals "good" thresholds, not goals of our own.',
      ],
    };
  } finally {
    await browser.close();
  }
}
