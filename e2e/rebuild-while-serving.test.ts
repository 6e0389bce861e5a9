import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { baseURL } from './support/browser';

// Rebuilding the SPA (npm run build, or npm test in the same checkout) while the server runs
// empties web/dist and writes it again. The server must keep serving the page and its scripts
// all the while and afterwards, not answer 404 or hand out the page in place of a script.

const root = path.resolve(import.meta.dirname, '..');

/** What is wrong with the page or its script right now, if anything. */
async function check(base: string, script: string): Promise<string[]> {
  const problems: string[] = [];
  try {
    const page = await fetch(new URL('/', base));
    const html = await page.text();
    if (page.status !== 200 || !html.includes(`src="${script}"`))
      problems.push(`/ answered ${page.status} without the script it started with`);
    const js = await fetch(new URL(script, base));
    await js.arrayBuffer();
    if (js.status !== 200 || !js.headers.get('content-type')?.includes('javascript'))
      problems.push(`${script} answered ${js.status} ${js.headers.get('content-type')}`);
  } catch (error) {
    problems.push(`no answer: ${String(error)}`);
  }
  return problems;
}

describe('rebuilding the SPA while the server runs', () => {
  it('keeps serving the page and its hashed script during and after the build', async () => {
    const base = baseURL();
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(await (await fetch(base)).text())?.[1];
    expect(script, 'the page loads a hashed script').toBeTruthy();
    expect(await check(base, script!)).toEqual([]);

    // What npm run build does to web/dist, as the browser tests' own server built it.
    const build = spawn(path.join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'ignore',
    });
    const exit = new Promise<number | null>((resolve) => build.on('exit', resolve));
    let building = true;
    void exit.then(() => (building = false));

    const during: string[] = [];
    let checks = 0;
    while (building) {
      during.push(...(await check(base, script!)));
      checks++;
      await sleep(50);
    }
    expect(await exit, 'vite build succeeded').toBe(0);
    expect(checks, 'checked while the build ran').toBeGreaterThan(3);
    expect([...new Set(during)], 'during the build').toEqual([]);
    expect(await check(base, script!), 'after the build').toEqual([]);
  }, 240_000);
});
