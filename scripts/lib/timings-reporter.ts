import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** One test file's time, in ms: where it went before its first test and in its tests. */
export interface FileTiming {
  project: string;
  file: string;
  tests: number;
  /** Loading the test environment (jsdom for the web tests). */
  environment: number;
  /** Importing the file and everything it imports, and collecting its tests. */
  import: number;
  /** The project's setup files. */
  setup: number;
  /** The file's own beforeAll/afterAll hooks and the time between tests (its duration less its tests'). */
  hooks: number;
  /** The sum of its tests' durations (with their beforeEach/afterEach). */
  inTests: number;
}

/**
 * A vitest reporter that writes every test file's timings to the JSON file named by
 * VITEST_TIMINGS (vitest.config.ts adds it when that is set); `npx tsx scripts/test-timings.ts`
 * reads them. The json reporter's file times cover the tests only, not what comes before them.
 */
export default class TimingsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const out = process.env.VITEST_TIMINGS;
    if (!out) return;
    const rows: FileTiming[] = testModules.map((module) => {
      const d = module.diagnostic();
      let inTests = 0;
      let tests = 0;
      for (const test of module.children.allTests()) {
        inTests += test.diagnostic()?.duration ?? 0;
        tests++;
      }
      return {
        project: module.project.name,
        file: path.relative(process.cwd(), module.moduleId),
        tests,
        environment: d.environmentSetupDuration,
        import: d.collectDuration,
        setup: d.setupDuration,
        hooks: Math.max(0, d.duration - inTests),
        inTests,
      };
    });
    writeFileSync(out, JSON.stringify(rows, null, 1));
  }
}
