import { defineConfig } from 'drizzle-kit';

// drizzle-kit only generates SQL; `wrangler d1 migrations apply` applies it.
export default defineConfig({
  dialect: 'sqlite',
  schema: './worker/src/db/schema/index.ts',
  out: './migrations',
  breakpoints: true,
});
