import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest browser files, started first so that the two workers finish together (on a
 * fresh clone vitest knows no durations and starts the largest files first; these are small).
 */
const LONGEST_FIRST = ['pages-laptop-1', 'pages-laptop-2', 'link-fuzz', 'pages-phone'];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = LONGEST_FIRST.findIndex((name) => f.moduleId.endsWith(`/${name}.test.ts`));
      return i < 0 ? LONGEST_FIRST.length : i;
    };
    return sorted
      .map((file, order) => ({ file, order }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order)
      .map((x) => x.file);
  }
}

// Projects: `unit` (engine, stores, components and the repository, fast), `browser` (the built
// site in headless Chromium; its global setup builds and serves dist/, which the reproducible-
// build test compares with a clean copy's build) and `timing` (not in `npm test`).
export default defineConfig({
  plugins: [preact()],
  test: {
    sequence: { sequencer: LongestFirst },
    // The JSON report lets .ci/run print a plain "N passed, N failed" closing line.
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // tests/repo: checks on the repository itself (dependencies, the docs' commands).
          include: ['src/**/*.test.{ts,tsx}', 'tests/repo/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          // tests/build: a clean copy builds the same bytes as the dist/ the global setup built.
          include: ['tests/browser/**/*.test.ts', 'tests/build/**/*.test.ts'],
          // Timing tests need an idle machine: `npm run test:timing` (not part of `npm test`).
          exclude: ['tests/browser/timing/**'],
          globalSetup: ['tests/browser/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
          // The page answers within a frame on a quiet machine; on a loaded one (CI, two cores
          // shared) a lazily loaded chunk or a deferred render can take seconds. A poll waits
          // up to 5 s instead of vitest's 1 s before calling the answer missing.
          expect: { poll: { timeout: 5_000 } },
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'timing',
          include: ['tests/browser/timing/**/*.test.ts'],
          globalSetup: ['tests/browser/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          maxWorkers: 1,
        },
      },
    ],
  },
});
