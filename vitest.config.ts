import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';

// Projects: `unit` (engine, stores, components and the repository, fast), `browser` (the built
// site in headless Chromium; its global setup builds and serves dist/, which the reproducible-
// build test compares with a clean copy's build) and `timing` (not in `npm test`).
export default defineConfig({
  plugins: [preact()],
  test: {
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
