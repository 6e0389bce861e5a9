// The app shell the service worker precaches (web/src/sw.ts, decision 0039): what the first
// screen needs, read from the build's own manifest so it follows the code without a hand list of
// hashed names. Every other build file is cached the first time a screen asks for it.
import path from 'node:path';
import { readBuild, screens } from '../check-bundle';

/**
 * The app shell's build files (paths relative to the build folder): index.html's scripts, the
 * entry; the layout's own lazy parts (each dynamic import of the entry outside app/routes: the
 * player dock and engine, banners, menus, panels); and the first screen, the routes with a budget
 * in scripts/check-bundle.ts (home, landing, dashboard). Each with its static imports and CSS.
 */
export function appShellFiles(dist?: string): Set<string> {
  const { manifest, initialFiles } = readBuild(dist);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const layoutParts = (manifest[entryKey]!.dynamicImports ?? []).filter((key) => !key.startsWith('src/app/routes/'));
  const firstScreen = screens
    .filter((s) => s.budgetKiB !== undefined)
    .flatMap((s) => s.lazy.map((file) => path.posix.relative('web', file)));

  const files = new Set(initialFiles);
  const seen = new Set<string>();
  const add = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`app shell: the build manifest has no ${key}; update scripts/lib/app-shell.ts.`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  for (const key of [entryKey, ...layoutParts, ...firstScreen]) add(key);
  return files;
}
