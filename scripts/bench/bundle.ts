// Bundle sizes: each screen's initial JavaScript (gzip level 9, as scripts/check-bundle.ts
// measures it) against an empty React root built by the same Vite in the same run.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { measureScreens, readBuild } from '../check-bundle';
import { distDir } from '../lib/built-worker';
import { kib, ratio, type Section } from './stats';

// Under dist/ with the other generated JavaScript, which ESLint ignores.
const floorSource = path.join(distDir, 'react-floor-src');
const floorDist = path.join(distDir, 'react-floor');

/** index.html and a module that renders nothing into a React root: the least a React SPA ships. */
async function buildReactFloor(): Promise<void> {
  mkdirSync(floorSource, { recursive: true });
  writeFileSync(
    path.join(floorSource, 'index.html'),
    '<!doctype html>\n<html lang="en"><head><meta charset="UTF-8" /><title>floor</title></head><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>\n',
  );
  writeFileSync(
    path.join(floorSource, 'main.js'),
    "import { createElement, Fragment } from 'react';\nimport { createRoot } from 'react-dom/client';\n\ncreateRoot(document.getElementById('root')).render(createElement(Fragment));\n",
  );
  await build({
    root: floorSource,
    configFile: false,
    logLevel: 'warn',
    build: { outDir: floorDist, emptyOutDir: true, sourcemap: false, target: 'es2022', manifest: true },
  });
}

export async function bundleSection(spaDir: string): Promise<Section> {
  await buildReactFloor();
  const floor = readBuild(floorDist);
  const floorBytes = floor.row('React floor', floor.initialFiles).bytes;
  const { routeRows } = measureScreens(readBuild(spaDir));
  return {
    title: 'Bundle sizes: initial JavaScript per screen, gzip level 9 (scripts/check-bundle.ts)',
    baseline: 'an empty React 19 root (react + react-dom/client) built with the same Vite',
    rows: routeRows.map((r) => ({
      line: r.what.replace(' (initial JS)', ''),
      ours: kib(r.bytes),
      baseline: kib(floorBytes),
      ratio: ratio(r.bytes, floorBytes),
      ...(r.budgetKiB !== undefined && { goal: `<= ${r.budgetKiB} KiB budget`, met: r.bytes <= r.budgetKiB * 1024 }),
    })),
  };
}
