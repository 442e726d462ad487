import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Bounded so server-driving suites do not starve each other; 3 on a 2-core machine because
    // most of a suite's time is spent waiting (webhook polls, PostgreSQL, child processes): the
    // whole run took 571 s with 3 against 763 s with 2, all green.
    maxWorkers: 3,
  },
});
