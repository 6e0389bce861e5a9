// npm run screenshots: full-page PNGs of the main screens at 1280 px and 375 px, signed out
// and signed in, in light, dark and high-contrast modes (MODES), from a running server
// (BASE_URL, default http://localhost:8787), into e2e/screenshots/. For looking at what we
// built, not a test.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM } from './lib/chromium';
import { root } from './lib/local';

const base = process.env.BASE_URL ?? 'http://localhost:8787';
const out = path.join(root, 'e2e/screenshots');
mkdirSync(out, { recursive: true });
const routes = (process.env.ROUTES ?? '/,/login,/loading-demo,/nope').split(',');
const memberRoutes = (process.env.MEMBER_ROUTES ?? '/').split(',');
const modes = (process.env.MODES ?? 'light').split(',');
/** The accessibility widget's saved settings for each mode, applied before the app paints. */
const settingsFor: Record<string, object> = { light: {}, dark: { darkMode: true }, contrast: { contrast: true } };

const browser = await chromium.launch(CHROMIUM);
const name = (route: string) => route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
for (const mode of modes)
  for (const width of [1280, 375]) {
    const context = await browser.newContext({ baseURL: base, viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    // Returning visitors: no first-visit tips over the page.
    await context.addInitScript((settings) => {
      localStorage.setItem('accessibility-tips-seen', 'true');
      localStorage.setItem('accessibility-settings', JSON.stringify(settings));
    }, settingsFor[mode] ?? {});
    const page = await context.newPage();
    const suffix = mode === 'light' ? `${width}` : `${width}-${mode}`;
    for (const route of routes) {
      await page.goto(route, { waitUntil: 'networkidle' });
      await page.screenshot({ path: path.join(out, `out-${name(route)}-${suffix}.png`), fullPage: true });
    }
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(process.env.EMAIL ?? 'member@example.org');
    await form.getByLabel('Password').fill(process.env.PASSWORD ?? 'member-demo-password');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: /Welcome back/ }).waitFor();
    for (const route of memberRoutes) {
      await page.goto(route, { waitUntil: 'networkidle' });
      await page.screenshot({ path: path.join(out, `in-${name(route)}-${suffix}.png`), fullPage: true });
    }
    await context.close();
  }
await browser.close();
console.log(`Screenshots in ${path.relative(root, out)}/`);
