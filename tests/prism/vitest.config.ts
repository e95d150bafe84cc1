import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import project from '../../vite.config.ts';

// `npm run test:prism`: the API test files once more, on PGlite only, every call of their Clients sent
// through Stoplight Prism's validation proxy in front of the app (tests/prism/client.ts). A file fails
// if prism finds a violation (tests/prism/report.ts). Not fuzz.test.ts: its thousands of generated calls
// are invalid by construction (each refused, the document agreeing) and would take most of the pass.
const API = 'tests/api';
const SKIPPED = new Set(['fuzz.test.ts']);
const files = readdirSync(API).filter((f) => f.endsWith('.test.ts') && !SKIPPED.has(f)).map((f) => `${API}/${f}`);

export default defineConfig({
  // The project's plugins and aliases: a test file that reaches the screens' code needs them
  // (virtual:form-issues, the notifications store).
  plugins: project.plugins,
  resolve: project.resolve,
  test: {
    include: files,
    environment: 'node',
    env: { API_VIA_PRISM: '1' },
    globalSetup: ['tests/prism/global-setup.ts'],
    setupFiles: ['tests/prism/setup.ts'],
    testTimeout: 60000,
    hookTimeout: 120000,
    // A worker spends much of its time waiting on the proxy: two at least, even on two cores.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
