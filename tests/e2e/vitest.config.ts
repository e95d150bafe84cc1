import { defineConfig } from 'vitest/config';

// End-to-end tests: one real server (built SPA + API on a fresh in-memory PGlite with demo data)
// and Debian's Chromium driven by playwright-core. Files run one after another to spare the CPU.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60000,
    hookTimeout: 120000,
    // A list refetches after a filter change: allow a loaded CI machine more than the default 1 s.
    expect: { poll: { timeout: 15000 } },
  },
});
