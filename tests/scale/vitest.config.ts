import { defineConfig } from 'vitest/config';

// The scale-out suite: two real instances over the test PostgreSQL behind Debian's haproxy
// (`npm run test:scale`). Files one after another: each starts its own cluster.
export default defineConfig({
  test: {
    include: ['tests/scale/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
