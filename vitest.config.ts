import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';

// Two projects: `unit` (engine, stores and components, fast) and `browser`
// (the built site in headless Chromium; its global setup builds and serves dist/).
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
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          testTimeout: 600_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
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
