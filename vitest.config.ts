import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';

// Unit and component tests. Browser tests against the built site run separately
// (tests/browser, see tests/run-browser.mjs) because they need a build first.
export default defineConfig({
  plugins: [preact()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
