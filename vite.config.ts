import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appShellFiles } from './scripts/lib/app-shell';

/** Where this build writes (web/dist, or npm run bench's and load's own --outDir): its manifest names the app shell. */
let outDir = path.resolve(import.meta.dirname, 'web/dist');

export default defineConfig({
  root: 'web',
  plugins: [
    react(),
    tailwindcss(),
    { name: 'build-out-dir', configResolved: (config) => void (outDir = path.resolve(config.root, config.build.outDir)) },
    // The installable app (docs/decisions/0039-offline-listening.md). injectManifest: our own
    // small service worker (web/src/sw.ts) gets the list of build files to precache; it answers
    // downloaded media with ranges, which generateSW's configuration cannot say.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // Registered by web/src/lib/offline/register.ts after the first render, not by a script in index.html.
      injectRegister: false,
      // Development keeps plain network loads: a service worker there would serve stale modules.
      devOptions: { enabled: false },
      injectManifest: {
        // Only the app shell is fetched at install, by revision: index.html, the icons, and the
        // build files the first screen and the layout need (scripts/lib/app-shell.ts reads them
        // from the build manifest). Other screens' chunks are cached at runtime on first use
        // (web/src/sw.ts), so an install costs a metered connection a third of the whole build.
        // Never an API answer, never media.
        globPatterns: ['index.html', 'assets/*.{js,css}', 'favicon.svg', 'display-settings.js', 'icons/*.png'],
        manifestTransforms: [
          (entries) => {
            const shell = appShellFiles(outDir);
            return { manifest: entries.filter((e) => !e.url.startsWith('assets/') || shell.has(e.url)), warnings: [] };
          },
        ],
      },
      manifest: {
        name: "Members' Portal",
        short_name: 'Members',
        description: 'News, the CripChat podcast, an accessible audio library and a peer-support community.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        // The favicon's violet: white text on it is 10.4:1.
        theme_color: '#4c1d95',
        background_color: '#f8fafc',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
    }),
  ],
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'web/src'),
      // Types and validation schemas shared with the worker (no runtime dependencies).
      '@schemas': path.resolve(import.meta.dirname, 'worker/src/schemas'),
    },
  },
  // manifest: web/dist/.vite/manifest.json, read by scripts/check-bundle.ts for the size budgets.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, target: 'es2022', manifest: true },
  server: { port: 5173, proxy: { '/api': 'http://localhost:8787', '/media': 'http://localhost:8787' } },
});
