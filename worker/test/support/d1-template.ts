import { Miniflare } from 'miniflare';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { d1OverFetch, D1_RUNNER_SCRIPT } from '../../../scripts/lib/d1-over-fetch';
import { migrationStatements } from './migrations';

/**
 * The worker tests' global setup: applies every migration once, to a D1 database in a folder of
 * its own, and tells the test files where it is. Each createTestEnv() then starts its Miniflare
 * from a copy of that folder (a file copy of a few milliseconds) instead of running the
 * migrations' statements again (a few hundred milliseconds, in every one of a hundred files).
 * The copy is the same SQLite file Miniflare itself wrote, so a test sees exactly the database
 * the migrations make.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'd1-template-'));
  const mf = new Miniflare({ modules: true, script: D1_RUNNER_SCRIPT, d1Databases: ['DB'], d1Persist: dir });
  try {
    const DB = d1OverFetch(mf);
    await DB.batch(migrationStatements().map((s) => DB.prepare(s)));
  } finally {
    await mf.dispose();
  }
  project.provide('d1Template', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}

/** A fresh copy of the migrated database's folder, for one Miniflare's d1Persist; `remove` deletes it. */
export function copyOfTemplate(template: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'd1-test-'));
  cpSync(template, dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database's folder (worker tests only). */
    d1Template: string;
  }
}
