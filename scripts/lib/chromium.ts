import type { LaunchOptions } from 'playwright-core';

/** Debian's Chromium, never a downloaded browser, headless and quiet: the one launch profile of the browser tests, the benchmarks and the screenshots. */
export const CHROMIUM: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
};
