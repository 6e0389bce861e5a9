import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordBuild, webBuildInputs, webBuildIsFresh } from './web-build';

// npm test builds the SPA once and the browser tests' server reuses it: only when web/dist is a
// finished build of exactly the sources there are now. Here on a small tree of its own.

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const built = () => {
  write('web/dist/index.html', '<!doctype html>');
  recordBuild(webBuildInputs(root), root);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'web-build-'));
  write('web/index.html', '<div id="root"></div>');
  write('web/src/main.tsx', 'render(<App />);');
  write('worker/src/schemas/news.ts', 'export const TITLE_MAX = 120;');
  write('vite.config.ts', 'export default {};');
  write('package-lock.json', '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the web build is reused only when it is a build of the current sources', () => {
  it('is not fresh before any build, and is fresh right after one', () => {
    expect(webBuildIsFresh(root)).toBe(false);
    built();
    expect(webBuildIsFresh(root)).toBe(true);
  });

  it.each([
    ['a web source changes', () => write('web/src/main.tsx', 'render(<App strict />);')],
    ['a web source is added', () => write('web/src/lib/new.ts', 'export {};')],
    ['a schema the web imports changes', () => write('worker/src/schemas/news.ts', 'export const TITLE_MAX = 200;')],
    ['a public file changes', () => write('web/public/favicon.svg', '<svg/>')],
    ['the Vite config changes', () => write('vite.config.ts', 'export default { base: "/x/" };')],
    ['the installed packages change', () => write('package-lock.json', '{"lockfileVersion":3}')],
    ['a plain vite build emptied web/dist, the record with it', () => rmSync(path.join(root, 'web/dist'), { recursive: true })],
  ])('is stale when %s', (_, change) => {
    built();
    change();
    expect(webBuildIsFresh(root)).toBe(false);
  });

  it('is stale when NODE_ENV or a VITE_ variable differs from the build', () => {
    built();
    const saved = { ...process.env };
    try {
      process.env.NODE_ENV = 'development';
      expect(webBuildIsFresh(root)).toBe(false);
      process.env = { ...saved, VITE_SOMETHING: '1' };
      expect(webBuildIsFresh(root)).toBe(false);
    } finally {
      process.env = saved;
    }
    expect(webBuildIsFresh(root)).toBe(true);
  });

  it('stays fresh when only the build output itself is touched', () => {
    built();
    write('web/dist/index.html', '<!doctype html><!-- served -->');
    expect(webBuildIsFresh(root)).toBe(true);
  });
});
