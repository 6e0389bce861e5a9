import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss()],
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
